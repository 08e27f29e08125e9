import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSetUpdateOptions, useSyncAds } from '../api/ads';
import { useI18n } from '../i18n';
import { ProblemAlert } from '../problem';
import { FormModal } from '../dialogs';

/**
 * The product fields an ad can follow, in the service's order. Values the service adds later
 * are ignored here, as clients are told to do with unknown enum values.
 */
const UPDATE_OPTIONS = [
  'TITLE',
  'DESCRIPTION',
  'DIMENSIONS',
  'HANDLING_TIME',
  'IMAGES',
  'VIDEOS',
  'STATUS',
  'PRICE',
  'SPECIFICATION',
  'EAN',
  'BRAND',
  'FISCAL',
  'WARRANTY',
  'CONDITION',
] as const;
export type UpdateOption = (typeof UPDATE_OPTIONS)[number];

export interface FollowingAd {
  id: string;
  updateOptions: string[];
}

/** The known options an ad does not follow. */
export function notFollowed(ad: FollowingAd): UpdateOption[] {
  return UPDATE_OPTIONS.filter((option) => !ad.updateOptions.includes(option));
}

type State = 'on' | 'off' | 'mixed';

function statesOf(ads: FollowingAd[]): Record<UpdateOption, State> {
  const states = {} as Record<UpdateOption, State>;
  for (const option of UPDATE_OPTIONS) {
    const following = ads.filter((ad) => ad.updateOptions.includes(option)).length;
    states[option] = following === ads.length ? 'on' : following === 0 ? 'off' : 'mixed';
  }
  return states;
}

/**
 * Which product fields the selected ads follow. An option some of them follow and others do not starts
 * undecided and is left alone unless ticked or cleared. Saving sends one ENABLE and one DISABLE at most.
 */
export function UpdateOptionsModal({
  ads,
  onClose,
  onSaved,
}: {
  ads: FollowingAd[];
  onClose(): void;
  onSaved(count: number): void;
}) {
  const { t } = useI18n();
  const ao = t.adOptions;
  const [initial] = useState(() => statesOf(ads));
  const [wanted, setWanted] = useState<Record<UpdateOption, State>>(initial);
  const enable = UPDATE_OPTIONS.filter((o) => wanted[o] === 'on' && initial[o] !== 'on');
  const disable = UPDATE_OPTIONS.filter((o) => wanted[o] === 'off' && initial[o] !== 'off');
  const adIds = ads.map((ad) => ad.id);
  const save = useSetUpdateOptions(() => onSaved(adIds.length));
  const setAll = (state: State) =>
    setWanted(Object.fromEntries(UPDATE_OPTIONS.map((o) => [o, state])) as Record<UpdateOption, State>);

  return (
    <FormModal
      onClose={onClose}
      title={ao.title}
      size="lg"
      onSubmit={() => save.mutate({ adIds, enable, disable })}
      disabled={enable.length === 0 && disable.length === 0}
      pending={save.isPending}
    >
      <Text size="sm">{t.ads.selected(ads.length)}</Text>
      <Text size="sm" c="dimmed">
        {ao.help}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => setAll('on')}>
          {ao.followAll}
        </Button>
        <Button size="xs" variant="light" onClick={() => setAll('off')}>
          {ao.followNone}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {UPDATE_OPTIONS.map((option) => (
          <Checkbox
            key={option}
            label={ao.options[option]}
            description={initial[option] === 'mixed' ? ao.mixed : undefined}
            checked={wanted[option] === 'on'}
            indeterminate={wanted[option] === 'mixed'}
            onChange={(event) =>
              setWanted({ ...wanted, [option]: event.currentTarget.checked ? 'on' : 'off' })
            }
          />
        ))}
      </SimpleGrid>
      {enable.length > 0 && (
        <Alert color="blue" title={ao.enableNoteTitle}>
          {ao.enableNote}
        </Alert>
      )}
      {save.isError && <ProblemAlert error={save.error} />}
    </FormModal>
  );
}

/** Copies the product's current values to the selected ads, for all the fields they follow or some. */
export function SyncModal({
  adIds,
  onClose,
  onSynced,
}: {
  adIds: string[];
  onClose(): void;
  onSynced(count: number): void;
}) {
  const { t } = useI18n();
  const ao = t.adOptions;
  const [scope, setScope] = useState<'all' | 'some'>('all');
  const [chosen, setChosen] = useState<UpdateOption[]>([]);
  const sync = useSyncAds(onSynced);
  return (
    <FormModal
      onClose={onClose}
      title={ao.syncTitle}
      size="lg"
      onSubmit={() => sync.mutate({ adIds, ...(scope === 'some' ? { eventOptions: chosen } : {}) })}
      disabled={scope === 'some' && chosen.length === 0}
      pending={sync.isPending}
      submitLabel={ao.sync}
    >
      <Text size="sm">{t.ads.selected(adIds.length)}</Text>
      <Text size="sm" c="dimmed">
        {ao.syncHelp}
      </Text>
      <Radio.Group label={ao.syncScope} value={scope} onChange={(value) => setScope(value)}>
        <Stack gap="xs" mt="xs">
          <Radio value="all" label={ao.syncAll} />
          <Radio value="some" label={ao.syncSome} />
        </Stack>
      </Radio.Group>
      {scope === 'some' && (
        <Checkbox.Group label={ao.syncFields} value={chosen} onChange={(value) => setChosen(value)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {UPDATE_OPTIONS.map((option) => (
              <Checkbox key={option} value={option} label={ao.options[option]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      {sync.isError && <ProblemAlert error={sync.error} />}
    </FormModal>
  );
}
