import { clientMessages, messageFormatter } from '@probuild/api-client/testing';
import en from '../../src/machineMessages.en.json';
import th from '../../src/machineMessages.th.json';

/** The machines' texts per locale, as the app's catalogues hold them. */
export const machineMessages = { th, en };

/** A machine's message as the exact text a person reads in the app. */
export const formatMessage = messageFormatter(machineMessages, clientMessages);
