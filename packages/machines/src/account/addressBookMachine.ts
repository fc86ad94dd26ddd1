import { ADDRESS_PURPOSES, type AddressPurpose, errorCodeMessage, toApiError } from '@probuild/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { DEFAULT_ADDRESS_PREFIX } from '../constants.ts';
import { fetchFailureMessage } from '../failure.ts';
import { type Identified, idOf } from '../ids.ts';
import { type Message, message } from '../messages.ts';

export type AddressKind = 'person' | 'company';
export type AddressTypeValue = AddressPurpose | 'both';

export interface PostalAddress {
  province: string;
  district: string;
  tambon: string;
  postcode: string;
  /** House number, village, soi and road. */
  line: string;
  additionalDetails: string;
}

/** What the address form edits. */
export interface AddressForm {
  type: AddressKind;
  prefix: string;
  firstName: string;
  lastName: string;
  idCard: string;
  phone: string;
  companyName: string;
  branch: string;
  taxId: string;
  address: PostalAddress;
  isDefault: boolean;
  purposes: AddressPurpose[];
}

/** What is sent to create or update an address. */
export interface AddressPayload extends Omit<AddressForm, 'purposes'> {
  addressTypes: AddressPurpose[];
  addressType: AddressTypeValue;
}

/** A saved address as listed; the contract's shipping address (null for the other kind's fields) satisfies it. */
export type SavedAddress = Identified & {
  [Field in keyof Omit<AddressPayload, 'address'>]?: AddressPayload[Field] | null;
} & { address?: { [Field in keyof PostalAddress]?: PostalAddress[Field] | null } | null };

export interface AddressBookInput {
  /** The stored customer's id; null when there is none. */
  customerId: string | null;
}

export interface AddressBookContext extends AddressBookInput {
  addresses: SavedAddress[];
  form: AddressForm;
  /** The id of the address being edited; null while adding. */
  editingId: string | null;
  message: Message | null;
}

export type AddressBookEvent =
  | { type: 'RETRY' }
  | { type: 'ADD' }
  | { type: 'EDIT'; address: SavedAddress }
  | { type: 'BACK' }
  | { type: 'SET_KIND'; kind: AddressKind }
  | { type: 'CHANGE'; changes: Partial<Omit<AddressForm, 'address' | 'purposes'>> }
  | { type: 'CHANGE_ADDRESS'; changes: Partial<PostalAddress> }
  | { type: 'TOGGLE_PURPOSE'; purpose: AddressPurpose }
  | { type: 'SAVE' }
  | { type: 'DELETE'; address: SavedAddress }
  | { type: 'COPY'; address: SavedAddress }
  | { type: 'DISMISS_MESSAGE' }
  /** The saved addresses' answer (the first, or a fresh one). */
  | { type: 'ANSWERED'; addresses: SavedAddress[] }
  | { type: 'LOAD_FAILED'; error: unknown }
  /** The asked-for write (create, update, delete) is done, or failed. */
  | { type: 'WRITTEN' }
  | { type: 'WRITE_FAILED'; error: unknown };

/** What the book asks to be done; it answers WRITTEN / WRITE_FAILED, and a reload ANSWERED / LOAD_FAILED. */
export type AddressBookRequest =
  | { type: 'reload' }
  | { type: 'create'; customerId: string; address: AddressPayload }
  | { type: 'update'; addressId: string; address: AddressPayload }
  | { type: 'delete'; addressId: string };

export const EMPTY_ADDRESS_FORM: AddressForm = {
  type: 'person',
  prefix: DEFAULT_ADDRESS_PREFIX,
  firstName: '',
  lastName: '',
  idCard: '',
  phone: '',
  companyName: '',
  branch: '',
  taxId: '',
  address: { province: '', district: '', tambon: '', postcode: '', line: '', additionalDetails: '' },
  isDefault: false,
  purposes: [],
};

/** None gives empty (counted as shipping), one gives that type, both give both. */
export function addressTypeOf(purposes: readonly AddressPurpose[]): {
  addressTypes: AddressPurpose[];
  addressType: AddressTypeValue;
} {
  const addressTypes = ADDRESS_PURPOSES.filter((p) => purposes.includes(p));
  const [only] = addressTypes;
  return { addressTypes, addressType: addressTypes.length === 2 ? 'both' : (only ?? 'shipping') };
}

export function payloadOf({ purposes, ...form }: AddressForm): AddressPayload {
  return { ...form, ...addressTypeOf(purposes) };
}

export function formOf(address: SavedAddress): AddressForm {
  const { _id, id, addressTypes, addressType, address: postal, ...fields } = address;
  const purposes =
    addressTypes ?? (addressType === 'both' ? ADDRESS_PURPOSES : addressType ? [addressType] : []);
  // A person's address has no company fields and the reverse, and an address saved before lines
  // were asked for has no line: those stay empty in the form.
  const known = <T extends object>(values: T) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
  return {
    ...EMPTY_ADDRESS_FORM,
    ...known(fields),
    address: { ...EMPTY_ADDRESS_FORM.address, ...known(postal ?? {}) },
    purposes: ADDRESS_PURPOSES.filter((p) => purposes.includes(p)),
  };
}

function deleteFailureMessage(thrown: unknown): Message {
  const error = toApiError(thrown);
  if (error.kind !== 'http') return message('addresses.deleteNetwork');
  return errorCodeMessage(error) ?? message('addresses.deleteFailed');
}

/**
 * Saved addresses: list mode ↔ form mode. Add opens an empty form; edit loads an address (and its
 * person/company kind). Saving updates when editing, otherwise creates; then the form resets and the
 * list shows and reloads. Copy creates a non-default duplicate; delete removes one. The book does no
 * call itself: it is sent the list (ANSWERED / LOAD_FAILED), emits each write it wants, and waits in
 * that write's state (a second click does nothing) for WRITTEN or WRITE_FAILED.
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as AddressBookInput,
    emitted: {} as AddressBookRequest,
  },
  guards: {
    hasCustomer: ({ context }) => context.customerId !== null,
    isEditing: ({ context }) => context.editingId !== null,
  },
  actions: {
    resetForm: assign({ form: EMPTY_ADDRESS_FORM, editingId: null }),
    showAddresses: assign({
      addresses: ({ event }) => {
        assertEvent(event, 'ANSWERED');
        return event.addresses;
      },
    }),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({
    customerId: input.customerId,
    addresses: [],
    form: EMPTY_ADDRESS_FORM,
    editingId: null,
    message: null,
  }),
  initial: 'starting',
  on: {
    DISMISS_MESSAGE: { actions: assign({ message: null }) },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasCustomer', target: 'list' },
        { target: 'noCustomer', actions: assign({ message: message('addresses.customerMissing') }) },
      ],
    },
    noCustomer: {},
    list: {
      initial: 'loading',
      states: {
        loading: {
          on: {
            ANSWERED: { target: 'ready', actions: 'showAddresses' },
            LOAD_FAILED: {
              target: 'failed',
              actions: assign({
                message: ({ event }) =>
                  fetchFailureMessage(event.error, {
                    failed: 'addresses.loadFailed',
                    connection: 'addresses.loadNetwork',
                  }),
              }),
            },
          },
        },
        failed: {
          on: {
            RETRY: { target: 'loading', actions: [assign({ message: null }), emit({ type: 'reload' })] },
          },
        },
        ready: {
          on: {
            // A fresh answer (read again in the background) replaces the list.
            ANSWERED: { actions: 'showAddresses' },
            ADD: { target: '#addressBook.form', actions: ['resetForm', assign({ message: null })] },
            EDIT: {
              target: '#addressBook.form',
              actions: assign({
                form: ({ event }) => formOf(event.address),
                editingId: ({ event }) => idOf(event.address),
                message: message('addresses.loadedForEdit'),
              }),
            },
            DELETE: 'deleting',
            COPY: 'copying',
          },
        },
        deleting: {
          entry: emit(({ event }) => {
            assertEvent(event, 'DELETE');
            return { type: 'delete' as const, addressId: idOf(event.address) as string };
          }),
          on: {
            WRITTEN: { target: 'loading', actions: assign({ message: message('addresses.deleted') }) },
            WRITE_FAILED: {
              target: 'ready',
              actions: assign({ message: ({ event }) => deleteFailureMessage(event.error) }),
            },
          },
        },
        copying: {
          entry: emit(({ context, event }) => {
            assertEvent(event, 'COPY');
            return {
              type: 'create' as const,
              customerId: context.customerId as string,
              address: payloadOf({ ...formOf(event.address), isDefault: false }),
            };
          }),
          on: {
            WRITTEN: { target: 'loading', actions: assign({ message: message('addresses.copied') }) },
            WRITE_FAILED: { target: 'ready', actions: assign({ message: message('addresses.copyFailed') }) },
          },
        },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            BACK: { target: '#addressBook.list.ready', actions: ['resetForm', assign({ message: null })] },
            SET_KIND: {
              actions: assign({ form: ({ context, event }) => ({ ...context.form, type: event.kind }) }),
            },
            CHANGE: {
              actions: assign({ form: ({ context, event }) => ({ ...context.form, ...event.changes }) }),
            },
            CHANGE_ADDRESS: {
              actions: assign({
                form: ({ context, event }) => ({
                  ...context.form,
                  address: { ...context.form.address, ...event.changes },
                }),
              }),
            },
            TOGGLE_PURPOSE: {
              actions: assign({
                form: ({ context, event }) => {
                  const { purposes } = context.form;
                  return {
                    ...context.form,
                    purposes: purposes.includes(event.purpose)
                      ? purposes.filter((p) => p !== event.purpose)
                      : ADDRESS_PURPOSES.filter((p) => p === event.purpose || purposes.includes(p)),
                  };
                },
              }),
            },
            SAVE: [
              { guard: 'isEditing', target: 'updating', actions: assign({ message: null }) },
              { target: 'creating', actions: assign({ message: null }) },
            ],
          },
        },
        creating: {
          entry: emit(({ context }) => ({
            type: 'create' as const,
            customerId: context.customerId as string,
            address: payloadOf(context.form),
          })),
          on: {
            WRITTEN: {
              target: '#addressBook.list.loading',
              actions: ['resetForm', assign({ message: message('addresses.saved') })],
            },
            WRITE_FAILED: {
              target: 'editing',
              actions: assign({ message: message('addresses.saveFailed') }),
            },
          },
        },
        updating: {
          entry: emit(({ context }) => ({
            type: 'update' as const,
            addressId: context.editingId as string,
            address: payloadOf(context.form),
          })),
          on: {
            WRITTEN: {
              target: '#addressBook.list.loading',
              actions: ['resetForm', assign({ message: message('addresses.edited') })],
            },
            WRITE_FAILED: {
              target: 'editing',
              actions: assign({ message: message('addresses.saveFailed') }),
            },
          },
        },
      },
    },
  },
});
