import { contactChannelsSchema, contactMessageSchema, contactSentSchema } from '../contact/schemas';
import { defineRoutes } from './route';

/** The public contact form and its direct channels; the admins' list is in the admin area. */
export const contactRoutes = defineRoutes({
  channels: { method: 'GET', path: '/api/contact/channels', response: contactChannelsSchema },
  send: {
    method: 'POST',
    path: '/api/contact/messages',
    body: contactMessageSchema,
    response: contactSentSchema,
  },
});
