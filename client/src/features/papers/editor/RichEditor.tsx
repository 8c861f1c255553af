import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEffect } from 'react';
import { FormulaControl } from './FormulaControl';
import { ImageControl, type UploadImage } from './ImageControl';
import { EDITOR_LABELS } from './labels';

type RichEditorProps = {
  /** Names the editable area (the field's label). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Absent: no image button (options and short fields). */
  uploadImage?: UploadImage;
  /** Tables and lists belong in stems, base texts and explanations, not in short fields. */
  compact?: boolean;
};

/**
 * One rich field of the paper: the formats of the allow-list and nothing else (no links, no
 * headings, no colours), so what the admin writes is what the server keeps.
 */
export function RichEditor({ label, value, onChange, uploadImage, compact }: RichEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        link: false,
        horizontalRule: false,
      }),
      Subscript,
      Superscript,
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value replaced from outside (another question picked, a reload) resets the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const mine = editor.isEmpty ? '' : editor.getHTML();
    if (mine !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor editor={editor} labels={EDITOR_LABELS}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Subscript />
          <RichTextEditor.Superscript />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        {compact ? null : (
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
        )}
        {compact ? null : (
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.TableInsert />
            <RichTextEditor.TableToggleHeaderRow />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableRowDelete />
            <RichTextEditor.TableColumnDelete />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
        )}
        <RichTextEditor.ControlsGroup>
          <FormulaControl />
          {uploadImage ? <ImageControl upload={uploadImage} /> : null}
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
