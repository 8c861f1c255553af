import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGES as M,
  LIMITS,
  contactMessageSchema,
  type ContactMessageInput,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import classes from './ContactForm.module.css';
import { useSendContactMessage } from './queries';

type Field = 'name' | 'email' | 'message';
type Banner = { kind: 'success' } | { kind: 'error'; message: string } | null;

const EMPTY: Required<ContactMessageInput> = { name: '', email: '', message: '', honeypot: '' };

/**
 * The contact form of SPEC §2 and §5: the shared schema checks it before sending (the
 * server checks the same one), fields are disabled while sending and typing clears banners.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<Banner>(null);
  const send = useSendContactMessage();
  const sending = send.isPending;

  const change = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setBanner(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setBanner(null);
    send.mutate(parsed.data, {
      onSuccess: (success) => {
        if (!success) {
          setBanner({ kind: 'error', message: M.sendFailed });
          return;
        }
        setValues(EMPTY);
        setBanner({ kind: 'success' });
      },
      onError: (error) =>
        setBanner({ kind: 'error', message: serverMessageOr(error, M.sendFailed) }),
    });
  };

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
          value={values.name}
          onChange={(event) => change('name')(event.currentTarget.value)}
          error={errors.name}
          disabled={sending}
        />
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          withAsterisk
          value={values.email}
          onChange={(event) => change('email')(event.currentTarget.value)}
          error={errors.email}
          disabled={sending}
        />
        <Textarea
          label="Mensagem"
          name="message"
          withAsterisk
          rows={6}
          maxLength={LIMITS.contactMessageMax}
          description={`De ${LIMITS.contactMessageMin} a ${LIMITS.contactMessageMax} caracteres.`}
          value={values.message}
          onChange={(event) => change('message')(event.currentTarget.value)}
          error={errors.message}
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
            value={values.honeypot}
            onChange={(event) => change('honeypot')(event.currentTarget.value)}
          />
        </div>
        <Button type="submit" loading={sending} disabled={sending} className={classes.submit}>
          Enviar mensagem
        </Button>
      </Stack>
    </form>
  );
}
