import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type MantineColor, type ModalProps } from '@mantine/core';
import { useI18n } from './i18n';

interface DialogFormProps {
  /** Runs on submit (the browser's own submit is prevented). */
  onSubmit(): void;
  onCancel(): void;
  /** The write is under way: the submit button spins. */
  pending: boolean;
  /** Turns the submit button off (nothing to send yet). */
  disabled?: boolean;
  submitLabel?: string;
  submitColor?: MantineColor;
  cancelLabel?: string;
  noValidate?: boolean;
  /** The fields, then the refusal of the last try if any (shown above the buttons). */
  children: ReactNode;
}

/** A dialog's form: its fields stacked, then Cancel and the submit button on the right. */
export function DialogForm({
  onSubmit,
  onCancel,
  pending,
  disabled,
  submitLabel,
  submitColor,
  cancelLabel,
  noValidate,
  children,
}: DialogFormProps) {
  const { t } = useI18n();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate={noValidate}
    >
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel ?? t.cancel}
          </Button>
          <Button type="submit" color={submitColor} loading={pending} disabled={disabled}>
            {submitLabel ?? t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A modal holding one form; Cancel and the close button both close it. */
export function FormModal({
  opened = true,
  onClose,
  title,
  size,
  ...form
}: Omit<DialogFormProps, 'onCancel'> & {
  opened?: boolean;
  onClose(): void;
  title: ReactNode;
  size?: ModalProps['size'];
}) {
  const { t } = useI18n();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      <DialogForm onCancel={onClose} {...form} />
    </Modal>
  );
}

/** Asks before an action the seller cannot take back; `children` shows why the last try was refused. */
export function ConfirmDialog({
  opened = true,
  onClose,
  title,
  message,
  confirmLabel,
  confirmColor,
  pending,
  onConfirm,
  children,
}: {
  opened?: boolean;
  onClose(): void;
  title: ReactNode;
  message: string;
  confirmLabel: string;
  confirmColor?: MantineColor;
  pending: boolean;
  onConfirm(): void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t.close }}>
      <Stack>
        <Text size="sm">{message}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button color={confirmColor} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
