import { clientMessages, messageFormatter } from '@probuild/api-client/testing';
import en from '../../src/machineMessages.en.json';
import th from '../../src/machineMessages.th.json';
import pagesEn from '../../src/machinePageMessages.en.json';
import pagesTh from '../../src/machinePageMessages.th.json';

/** The machines' texts per locale, as the app's catalogues hold them. */
export const machineMessages = { th: { ...th, ...pagesTh }, en: { ...en, ...pagesEn } };

/** A machine's message as the exact text a person reads in the app. */
export const formatMessage = messageFormatter(machineMessages, clientMessages);
