import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, classCreateSchema, contactMessageSchema } from '@gabaritei/shared';
import { firstError, useSchemaForm } from './useSchemaForm';

describe('useSchemaForm', () => {
  it("shows each field's first issue and keeps the handler from running", () => {
    const { result } = renderHook(() =>
      useSchemaForm({
        schema: contactMessageSchema,
        initialValues: { name: '', email: 'nope', message: '', honeypot: '' },
      }),
    );
    const handler = vi.fn();
    act(() => result.current.onSubmit(handler)());
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it("hands the schema's output to the handler, read through toInput", () => {
    const { result } = renderHook(() =>
      useSchemaForm({
        schema: classCreateSchema,
        initialValues: { name: '  Turma Alfa ', maxStudents: '30' },
        toInput: ({ name, maxStudents }) => ({ name, maxStudents: Number(maxStudents) }),
      }),
    );
    const handler = vi.fn();
    act(() => result.current.onSubmit(handler)());
    expect(handler.mock.calls[0]?.[0]).toEqual({ name: 'Turma Alfa', maxStudents: 30 });
  });

  it('picks the first message for one-alert forms', () => {
    expect(firstError({ name: 'primeiro', email: 'segundo' })).toBe('primeiro');
    expect(firstError({})).toBeNull();
  });
});
