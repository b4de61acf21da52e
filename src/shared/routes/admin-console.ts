// The admin console's contact inbox, audit log and members pages (docs/decisions/0033-admin-console.md). A
// malformed id is 404, as an unknown one.
import { auditLogPage, auditLogQuery, auditSearch } from '../contracts/audit-log';
import { contactInbox, contactInboxQuery, contactReplyInput, contactStatusInput, contactThread } from '../contracts/admin-contact';
import {
  memberActionInput,
  memberActionResult,
  memberFile,
  memberHistoryPage,
  memberHistoryQuery,
  memberSearchQuery,
  memberSearchResult,
  roleChangeInput,
  roleChangeResult,
} from '../contracts/admin-members';
import { fileAnswer, route } from './route';

export const listContactMessages = route({
  method: 'GET',
  path: '/api/admin/contact',
  access: 'admin',
  summary: "The contact inbox: Premium members' messages first, then the oldest",
  query: contactInboxQuery,
  response: contactInbox,
});

export const getContactThread = route({
  method: 'GET',
  path: '/api/admin/contact/:id',
  access: 'admin',
  summary: 'One contact message with its replies',
  response: contactThread,
});

export const replyToContactMessage = route({
  method: 'POST',
  path: '/api/admin/contact/:id/replies',
  access: 'admin',
  summary: "Answer a contact message by e-mail, in the sender's language",
  body: contactReplyInput,
  response: contactThread,
});

export const setContactStatus = route({
  method: 'POST',
  path: '/api/admin/contact/:id/status',
  access: 'admin',
  summary: "Change a contact message's status (new, answered, closed)",
  body: contactStatusInput,
  response: contactThread,
});

export const listAuditLog = route({
  method: 'GET',
  path: '/api/admin/audit-log',
  access: 'admin',
  summary: "The audit log, newest first, searched, a page at a time (keyset: `cursor` is the previous answer's `nextCursor`)",
  query: auditLogQuery,
  response: auditLogPage,
});

export const exportAuditLog = route({
  method: 'GET',
  path: '/api/admin/audit-log/export',
  access: 'admin',
  summary: 'The audit log as CSV, searched as the list is',
  description: 'A CSV file (text/csv), not JSON; the export itself is written to the log.',
  query: auditSearch,
  response: fileAnswer,
});

export const searchMembers = route({
  method: 'GET',
  path: '/api/admin/members',
  access: 'admin',
  summary: 'Members whose e-mail or name contains the words, or whose id they are, newest first, a page at a time',
  query: memberSearchQuery,
  response: memberSearchResult,
});

export const getMemberFile = route({
  method: 'GET',
  path: '/api/admin/members/:id',
  access: 'admin',
  summary: "A member's stages, payments, reports and sessions",
  response: memberFile,
});

export const getMemberHistory = route({
  method: 'GET',
  path: '/api/admin/members/:id/history',
  access: 'admin',
  summary: "The audit log's entries about a member, newest first, a page at a time",
  query: memberHistoryQuery,
  response: memberHistoryPage,
});

export const changeMemberRole = route({
  method: 'POST',
  path: '/api/admin/members/:id/role',
  access: 'admin',
  summary: 'Make a member an admin, or take the admin role away',
  description:
    "Not one's own role; never the last admin; never a suspended or banned member. Taking the role away signs the person out everywhere. Written to the audit log with its reason.",
  body: roleChangeInput,
  response: roleChangeResult,
});

export const actOnMember = route({
  method: 'POST',
  path: '/api/admin/members/:id/account-actions',
  access: 'admin',
  summary: 'Lift a suspension or ban, sign a member out everywhere, or send the confirmation e-mail again',
  description: 'Suspend and ban are POST /api/admin/members/:id/moderation. Every action is written to the audit log with its reason.',
  body: memberActionInput,
  response: memberActionResult,
});
