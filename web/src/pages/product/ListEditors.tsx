import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useI18n } from '../../i18n';

interface NameValue {
  name: string;
  value: string;
}

/** Name/value attribute rows ("Cor: Azul"); an empty name drops the row on save. */
export function AttributesEditor({
  legend,
  help,
  rows,
  onChange,
}: {
  legend: string;
  help?: string;
  rows: NameValue[];
  onChange(rows: NameValue[]): void;
}) {
  const { t } = useI18n();
  const set = (i: number, patch: Partial<NameValue>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <Fieldset legend={legend} variant="unstyled">
      {help && (
        <Text size="xs" c="dimmed" mb="xs">
          {help}
        </Text>
      )}
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Group key={i} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`${legend}: ${t.product.attributeName} ${i + 1}`}
              placeholder={t.product.attributeName}
              value={row.name}
              onChange={(e) => set(i, { name: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <TextInput
              aria-label={`${legend}: ${t.product.attributeValue} ${i + 1}`}
              placeholder={t.product.attributeValue}
              value={row.value}
              onChange={(e) => set(i, { value: e.currentTarget.value })}
              style={{ flex: 2 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t.product.removeAttribute} ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <div>
          <Button size="xs" variant="light" onClick={() => onChange([...rows, { name: '', value: '' }])}>
            {t.product.addAttribute}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}

/** Image URLs in order; the first is the main image. */
export function ImagesEditor({ urls, onChange }: { urls: string[]; onChange(urls: string[]): void }) {
  const { t } = useI18n();
  return (
    <Fieldset legend={t.product.images} variant="unstyled">
      <Stack gap="xs">
        {urls.map((url, i) => (
          <Group key={i} gap="xs" wrap="nowrap">
            <TextInput
              type="url"
              aria-label={t.product.imageUrl(i + 1)}
              value={url}
              onChange={(e) => onChange(urls.map((u, j) => (j === i ? e.currentTarget.value : u)))}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t.product.removeImage(i + 1)}
              onClick={() => onChange(urls.filter((_, j) => j !== i))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <div>
          <Button size="xs" variant="light" onClick={() => onChange([...urls, ''])}>
            {t.product.addImage}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
