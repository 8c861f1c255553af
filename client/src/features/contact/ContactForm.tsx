import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import {
  CONTACT_MESSAGES as M,
  LIMITS,
  contactMessageSchema,
  type ContactMessageInput,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { useSchemaForm } from '../../hooks/useSchemaForm';
import classes from './ContactForm.module.css';
import { useSendContactMessage } from './queries';

type Field = keyof typeof EMPTY;
type Banner = { kind: 'success' } | { kind: 'error'; message: string } | null;

const EMPTY: Required<ContactMessageInput> = { name: '', email: '', message: '', honeypot: '' };

/**
 * The contact form of PRODUCT §2 and §5: the shared schema checks it before sending (the
 * server checks the same one), fields are disabled while sending and typing clears banners.
 */
export function ContactForm() {
  const form = useSchemaForm({ schema: contactMessageSchema, initialValues: EMPTY });
  const [banner, setBanner] = useState<Banner>(null);
  const send = useSendContactMessage();
  const sending = send.isPending;

  // The form clears a field's error as it changes; typing also clears the last banner.
  const field = (name: Field) => {
    const props = form.getInputProps(name);
    return {
      value: props.value as string,
      error: props.error as string | undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        props.onChange(event);
        setBanner(null);
      },
    };
  };

  const submit = form.onSubmit((message) => {
    if (sending) return;
    setBanner(null);
    send.mutate(message, {
      onSuccess: (success) => {
        if (!success) {
          setBanner({ kind: 'error', message: M.sendFailed });
          return;
        }
        form.setValues(EMPTY);
        setBanner({ kind: 'success' });
      },
      onError: (error) =>
        setBanner({ kind: 'error', message: serverMessageOr(error, M.sendFailed) }),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Formulário de contato">
      <Stack gap="md">
        {banner?.kind === 'success' ? (
          <Alert color="green" variant="light" title={M.successTitle} role="status">
            {M.successDetail}
          </Alert>
        ) : null}
        {banner?.kind === 'error' ? (
          <Alert color="red" variant="light" role="alert">
            {banner.message}
          </Alert>
        ) : null}
        <TextInput
          label="Nome"
          name="name"
          autoComplete="name"
          withAsterisk
          maxLength={LIMITS.contactNameMax}
          {...field('name')}
          disabled={sending}
        />
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...field('email')}
          disabled={sending}
        />
        <Textarea
          label="Mensagem"
          name="message"
          withAsterisk
          rows={6}
          maxLength={LIMITS.contactMessageMax}
          description={`De ${LIMITS.contactMessageMin} a ${LIMITS.contactMessageMax} caracteres.`}
          {...field('message')}
          disabled={sending}
        />
        {/* Honeypot: invisible to people and skipped by keyboards; bots fill it in. */}
        <div className={classes.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">Deixe este campo em branco</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={field('honeypot').value}
            onChange={field('honeypot').onChange}
          />
        </div>
        <Button type="submit" loading={sending} disabled={sending} className={classes.submit}>
          Enviar mensagem
        </Button>
      </Stack>
    </form>
  );
}
