import { clientMessages } from '@probuild/api-client';
import { messageFormatter } from '@probuild/api-client/testing';
import { machineMessages } from '../../src/messages.ts';

/** A machine's message as the exact text a person reads in the app. */
export const formatMessage = messageFormatter(machineMessages, clientMessages);
