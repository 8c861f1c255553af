import { Alert, Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useState } from 'react';
import { serverMessageOr } from '../../../api/client';
import { EDITOR_TEXT as T } from './labels';

export type UploadImage = (file: File) => Promise<{ url: string }>;

/**
 * 'Inserir imagem': a file and its alternative text, both required; the file goes to the
 * server (which checks and re-encodes it) and the editor gets the URL it answers.
 */
export function ImageControl({ upload }: { upload: UploadImage }) {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string; upload?: string }>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpened(false);
    setFile(null);
    setAlt('');
    setErrors({});
  };
  const insert = async () => {
    const next = {
      file: file ? undefined : T.imageFileRequired,
      alt: alt.trim() ? undefined : T.imageAltRequired,
    };
    if (!file || next.alt) return setErrors(next);
    setBusy(true);
    try {
      const { url } = await upload(file);
      editor?.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
      close();
    } catch (error) {
      setErrors({ upload: serverMessageOr(error, T.imageUploadFailed) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <RichTextEditor.Control aria-label={T.image} title={T.image} onClick={() => setOpened(true)}>
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 17l-5-5-9 8" />
        </svg>
      </RichTextEditor.Control>
      <Modal opened={opened} onClose={close} title={T.image}>
        <Stack>
          {errors.upload ? (
            <Alert color="red" role="alert">
              {errors.upload}
            </Alert>
          ) : null}
          <FileInput
            label={T.imageFile}
            accept="image/png,image/jpeg,image/webp,image/gif"
            value={file}
            onChange={setFile}
            error={errors.file}
            required
            clearable
            clearButtonProps={{ 'aria-label': 'Remover o arquivo escolhido' }}
          />
          <TextInput
            label={T.imageAlt}
            description={T.imageAltHelp}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            error={errors.alt}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {T.cancel}
            </Button>
            <Button loading={busy} onClick={() => void insert()}>
              {T.insert}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
