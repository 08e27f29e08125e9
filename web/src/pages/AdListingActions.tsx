import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import {
  useChangeListingType,
  useCloseAdItem,
  useDeleteUnlistedAd,
  useListingTypeMoves,
  type Ad,
} from '../api/ads';
import { usePlatforms } from '../api/marketplaces';
import { ConfirmDialog } from '../dialogs';
import { useI18n } from '../i18n';
import { refusalText } from '../problem';

/**
 * The seller's explicit actions on an ad's Mercado Livre item: closing it for good, after a
 * confirmation (a closed item never sells again), and changing its listing type to one the channel
 * offers the item now (its available upgrades and downgrades, docs/decisions.md ADS-114).
 */
export function AdListingActions({ ad }: { ad: Ad }) {
  const { t } = useI18n();
  const words = t.ads.listing;
  const [dialog, setDialog] = useState<'close' | 'type' | null>(null);
  const [listingType, setListingType] = useState<string | null>(null);
  const close = useCloseAdItem(() => setDialog(null));
  const change = useChangeListingType(() => setDialog(null));
  const moves = useListingTypeMoves(ad.id, dialog === 'type');
  // The channel's listing types, in its order, as the service describes the platform.
  const listingTypes = usePlatforms().data?.find((p) => p.platform === ad.platform)?.listingTypes ?? [];
  if (ad.platform !== 'MERCADO_LIVRE' || !ad.channel.itemId || ad.status === 'INACTIVE') return null;
  return (
    <>
      <Group gap={4} mt={4}>
        {listingTypes.length > 0 && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => {
              change.reset();
              setListingType(null);
              setDialog('type');
            }}
          >
            {words.changeType}
          </Button>
        )}
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDialog('close')}>
          {words.close}
        </Button>
      </Group>
      <ConfirmDialog
        opened={dialog === 'close'}
        onClose={() => setDialog(null)}
        title={words.closeTitle}
        message={words.closeMessage(ad.channel.itemId)}
        confirmLabel={words.closeConfirm}
        confirmColor="red"
        pending={close.isPending}
        onConfirm={() => close.mutate(ad.id)}
      >
        {close.isError && (
          <Alert color="red" role="alert">
            {refusalText(close.error, t)}
          </Alert>
        )}
      </ConfirmDialog>
      <Modal
        opened={dialog === 'type'}
        onClose={() => setDialog(null)}
        title={words.typeTitle}
        closeButtonProps={{ 'aria-label': t.close }}
      >
        <Stack>
          {moves.isPending && <Loader size="sm" aria-label={t.loading} />}
          {moves.isError && (
            <Alert color="red" role="alert">
              {refusalText(moves.error, t)}
            </Alert>
          )}
          {moves.data && moves.data.moves.length === 0 && <Text size="sm">{words.noMoves}</Text>}
          {moves.data && moves.data.moves.length > 0 && (
            <Select
              label={words.type}
              description={words.typeHelp}
              data={moves.data.moves.map((move) => ({
                value: move.id,
                label: `${words.types[move.id] ?? move.name} (${words.ways[move.way] ?? move.way})`,
              }))}
              value={listingType}
              onChange={setListingType}
            />
          )}
          {change.isError && (
            <Alert color="red" role="alert">
              {refusalText(change.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t.cancel}
            </Button>
            <Button
              disabled={!listingType}
              loading={change.isPending}
              onClick={() => listingType && change.mutate({ id: ad.id, listingType })}
            >
              {words.typeSave}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * An ad its channel refused and never listed can be deleted (docs/decisions.md WEB-84), after a
 * confirmation, so the seller fixes the product and lists it again; a listed ad is closed instead.
 */
export function DeleteUnlistedAd({ ad }: { ad: Ad }) {
  const { t } = useI18n();
  const words = t.ads.listing;
  const [asking, setAsking] = useState(false);
  const remove = useDeleteUnlistedAd(() => setAsking(false));
  if (ad.channel.status !== 'ERROR' || ad.channel.itemId) return null;
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="red" mt={4} onClick={() => setAsking(true)}>
        {words.remove}
      </Button>
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={words.removeTitle}
        message={words.removeMessage}
        confirmLabel={words.removeConfirm}
        confirmColor="red"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(ad.id)}
      >
        {remove.isError && (
          <Alert color="red" role="alert">
            {refusalText(remove.error, t)}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
