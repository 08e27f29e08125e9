import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Loader,
  Modal,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useUpdateAd, type Ad, type AdUpdate } from '../api/ads';
import {
  usePlatforms,
  useCategoryAttributes,
  useChannelCategories,
  type CategoryAttribute,
  type ChannelCategory,
} from '../api/marketplaces';
import { DialogForm } from '../dialogs';
import { useI18n } from '../i18n';
import { ChannelRefusal, refusalText } from '../problem';

/** Lower case without accents: "Gênero" answers GENDER's name "Genero" as the channel spells it. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The ad's own value for a channel attribute: its attribute of the same id or name, or its brand. */
function ownValue(ad: Ad, attribute: CategoryAttribute): string {
  const found = ad.attributes.find(
    (own) => own.name === attribute.id || plain(own.name) === plain(attribute.name),
  );
  if (found) return found.value;
  return attribute.id === 'BRAND' || attribute.id === 'brand' ? (ad.brand ?? '') : '';
}

/**
 * The ad's attributes with the form's answers: an answer replaces the attribute the channel reads for
 * it (same id or name), an empty one leaves the ad's as it was.
 */
function mergedAttributes(ad: Ad, asked: CategoryAttribute[], answers: Record<string, string>) {
  const answered = asked.filter((attribute) => (answers[attribute.id] ?? '').trim() !== '');
  const replaced = (name: string) =>
    answered.some((attribute) => name === attribute.id || plain(name) === plain(attribute.name));
  return [
    ...ad.attributes.filter((own) => !replaced(own.name)),
    ...answered.map((attribute) => ({ name: attribute.id, value: answers[attribute.id]!.trim() })),
  ];
}

/**
 * "Categoria e atributos": on an ad its channel has not listed yet (refused, or waiting), the seller
 * picks the channel's category (search, or the channel's suggestion for the title), answers what the
 * category requires, picks the listing type where the channel has them and sets the ad's own title,
 * then saves, which sends the ad to the channel again (docs/decisions.md WEB-86, ADS-111).
 */
export function AdChannelListing({ ad }: { ad: Ad }) {
  const { t } = useI18n();
  const words = t.ads.listingEditor;
  const [open, setOpen] = useState(false);
  const platforms = usePlatforms();
  const channel = platforms.data?.find((p) => p.platform === ad.platform);
  if (!channel?.choosesCategories || ad.channel.itemId) return null;
  return (
    <>
      <Button size="compact-xs" variant="subtle" mt={4} onClick={() => setOpen(true)}>
        {words.open}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={words.title}
        size="lg"
        closeButtonProps={{ 'aria-label': t.close }}
      >
        {open && <ListingForm ad={ad} listingTypes={channel.listingTypes} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function ListingForm({
  ad,
  listingTypes,
  onDone,
}: {
  ad: Ad;
  listingTypes: { id: string; name: string }[];
  onDone: () => void;
}) {
  const { t } = useI18n();
  const words = t.ads.listingEditor;
  const [title, setTitle] = useState(ad.name);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, 300);
  const [category, setCategory] = useState<ChannelCategory | null>(null);
  const [listingType, setListingType] = useState<string | null>(ad.channel.listingType ?? null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const suggestions = useChannelCategories(ad.platform, ad.accountId, { by: 'title', text: ad.name });
  const found = useChannelCategories(ad.platform, ad.accountId, { by: 'words', text: search });
  const categoryId = category?.id ?? ad.channel.categoryId ?? null;
  const attributes = useCategoryAttributes(ad.platform, ad.accountId, categoryId);
  const asked = useMemo(
    () => (attributes.data ?? []).filter((attribute) => attribute.required && !attribute.automatic),
    [attributes.data],
  );
  const answerOf = (attribute: CategoryAttribute) => answers[attribute.id] ?? ownValue(ad, attribute);
  const unanswered = asked.filter((attribute) => answerOf(attribute).trim() === '');
  const save = useUpdateAd(onDone);

  const submit = () => {
    const body: AdUpdate = {
      ...(title.trim() !== ad.name ? { name: title.trim() } : {}),
      ...(category ? { channelCategoryId: category.id } : {}),
      ...(listingType && listingType !== ad.channel.listingType ? { listingType } : {}),
      ...(asked.length > 0
        ? {
            attributes: mergedAttributes(
              ad,
              asked,
              Object.fromEntries(asked.map((attribute) => [attribute.id, answerOf(attribute)])),
            ),
          }
        : {}),
    };
    save.mutate({ id: ad.id, body });
  };

  const listed = search.trim() ? found : suggestions;
  const options = listed.data ?? [];
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onDone}
      pending={save.isPending}
      disabled={title.trim() === '' || unanswered.length > 0}
      submitLabel={words.save}
    >
      {ad.channel.lastError && (
        <Paper withBorder p="xs">
          <Text size="sm" fw={500}>
            {words.refused}
          </Text>
          <ChannelRefusal text={ad.channel.lastError} />
        </Paper>
      )}
      <TextInput
        label={words.adTitle}
        description={words.adTitleHelp}
        required
        maxLength={300}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {words.category}
        </Title>
        <Text size="sm" data-testid="chosen-category">
          {category
            ? words.chosen(category.name)
            : ad.channel.categoryId
              ? words.chosenBefore
              : words.noneChosen}
        </Text>
        <TextInput
          label={words.search}
          description={words.searchHelp}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter searches (as typing does); it does not save the form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <Radio.Group
          label={search.trim() ? words.results : words.suggestion}
          value={category?.id ?? null}
          onChange={(id) => setCategory(options.find((option) => option.id === id) ?? null)}
        >
          <Stack gap={6} mt={6}>
            {listed.isFetching && <Loader size="xs" aria-label={words.searching} />}
            {listed.isError && (
              <Alert color="red" role="alert">
                {refusalText(listed.error, t)}
              </Alert>
            )}
            {listed.isSuccess && options.length === 0 && (
              <Text size="sm" c="dimmed">
                {search.trim() ? words.nothingFound : words.noSuggestion}
              </Text>
            )}
            {options.map((option, i) => (
              <Radio
                key={option.id}
                value={option.id}
                label={
                  <>
                    {option.name}{' '}
                    {!search.trim() && i === 0 && (
                      <Badge size="xs" variant="light">
                        {words.suggested}
                      </Badge>
                    )}
                  </>
                }
                description={option.path && option.path !== option.name ? option.path : undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
      {categoryId && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {words.attributes}
          </Title>
          {attributes.isFetching && <Loader size="xs" aria-label={words.loadingAttributes} />}
          {attributes.isError && (
            <Alert color="red" role="alert">
              {refusalText(attributes.error, t)}
            </Alert>
          )}
          {attributes.isSuccess && asked.length === 0 && (
            <Text size="sm" c="dimmed">
              {words.nothingRequired}
            </Text>
          )}
          {asked.map((attribute) =>
            attribute.values.length > 0 ? (
              <Select
                key={attribute.id}
                label={attribute.name}
                description={attribute.description}
                required
                searchable
                data={attribute.values.map((value) => value.name)}
                value={answerOf(attribute) || null}
                onChange={(value) => setAnswers((all) => ({ ...all, [attribute.id]: value ?? '' }))}
              />
            ) : (
              <TextInput
                key={attribute.id}
                label={attribute.name}
                description={attribute.description}
                required
                maxLength={500}
                value={answerOf(attribute)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAnswers((all) => ({ ...all, [attribute.id]: value }));
                }}
              />
            ),
          )}
        </Stack>
      )}
      {listingTypes.length > 0 && (
        <Select
          label={words.listingType}
          placeholder={words.listingTypeDefault}
          clearable
          data={listingTypes.map((type) => ({
            value: type.id,
            label: t.ads.listing.types[type.id] ?? type.name,
          }))}
          value={listingType}
          onChange={setListingType}
        />
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          {refusalText(save.error, t)}
        </Alert>
      )}
    </DialogForm>
  );
}
