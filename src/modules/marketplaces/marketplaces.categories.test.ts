import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/http/errors.ts';
import type { Channel } from './channel.ts';
import { channels } from './channels.ts';
import { categoriesOf, listingTypesOf } from './marketplaces.categories.ts';

describe('channel categories through the registry', () => {
  it('answers a clear 422 problem for a channel without categories to choose from', () => {
    const { categories: _none, ...withoutCategories } = channels[0]!;
    const channel: Channel = withoutCategories;
    let refusal: unknown;
    try {
      categoriesOf(channel, 'SOMEWHERE');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      code: 'unprocessable',
      message: 'platform: SOMEWHERE has no categories to choose from',
    });
  });

  it('gives each platform its channel’s listing types, and none for a platform no channel serves', () => {
    for (const channel of channels)
      for (const profile of channel.profiles)
        expect(listingTypesOf(profile.platform)).toEqual(channel.listingTypes ?? []);
    expect(listingTypesOf('NOWHERE')).toEqual([]);
  });
});
