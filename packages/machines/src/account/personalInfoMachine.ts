import { tooManyMessagesMessage } from '@probuild/api-client';
import { assign, setup } from 'xstate';
import { failureOf } from '../failure.ts';
import { type Message, message } from '../messages.ts';
import { notProvided } from '../notProvided.ts';

export interface PersonalInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface PersonalInfoContext {
  profile: PersonalInfo | null;
  /** What the form shows: the profile while viewing, the edits while editing. */
  form: PersonalInfo;
  error: Message | null;
}

export type PersonalInfoEvent =
  | { type: 'EDIT' }
  | { type: 'FIELD'; field: keyof PersonalInfo; value: string }
  | { type: 'CANCEL' }
  | { type: 'SAVE' }
  | { type: 'RETRY' };

const EMPTY: PersonalInfo = { firstName: '', lastName: '', email: '', phone: '' };

/** The avatar's letters: first letters of first and last name; null means the generic icon. */
export function initialsOf(profile: Pick<PersonalInfo, 'firstName' | 'lastName'> | null): string | null {
  const letters = `${profile?.firstName.trim().charAt(0) ?? ''}${profile?.lastName.trim().charAt(0) ?? ''}`;
  return letters === '' ? null : letters.toUpperCase();
}

/** Fields are read-only except while editing (locked while viewing and while saving). */
export function fieldsLocked(snapshot: { matches(state: 'editing'): boolean }): boolean {
  return !snapshot.matches('editing');
}

/**
 * Personal info: viewing → editing (edit) → back to viewing on cancel, or saving → the profile is
 * reloaded → viewing. A failed save stays in editing with the edits kept; one refused because mail
 * is over its limits for now says so.
 */
export const personalInfoMachine = setup({
  types: {
    context: {} as PersonalInfoContext,
    events: {} as PersonalInfoEvent,
  },
  actors: {
    loadProfile: notProvided<PersonalInfo, void>('loadProfile'),
    updateProfile: notProvided<unknown, PersonalInfo>('updateProfile'),
  },
  actions: {
    showProfile: assign((_, profile: PersonalInfo) => ({ profile, form: profile, error: null })),
  },
}).createMachine({
  id: 'personalInfo',
  context: { profile: null, form: EMPTY, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'viewing', actions: { type: 'showProfile', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: assign({ error: message('profile.loadFailed') }) },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    viewing: {
      on: { EDIT: 'editing' },
    },
    editing: {
      on: {
        FIELD: {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
          }),
        },
        CANCEL: {
          target: 'viewing',
          // Editing starts from viewing, so the profile is there.
          actions: assign({ form: ({ context }) => context.profile as PersonalInfo, error: null }),
        },
        SAVE: { target: 'saving', actions: assign({ error: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => context.form,
        onDone: 'reloading',
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) =>
              tooManyMessagesMessage(failureOf(event.error)) ?? message('profile.updateFailed'),
          }),
        },
      },
    },
    reloading: {
      invoke: {
        id: 'reloadProfile',
        src: 'loadProfile',
        onDone: { target: 'viewing', actions: { type: 'showProfile', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: assign({ error: message('profile.loadFailed') }) },
      },
    },
  },
});
