-- Mail kept in the outbox and never sent (server/mail/): `kept_reason` says why, 'no-mail-server'
-- (no SMTP_URL) or 'demo-store' (the demo's seeded orders, mailed to example addresses), and
-- `delivered_at` stays null, so the owner's Outbox panel no longer calls such mail delivered.
-- A kept mail is never delivered later, with or without a mail server.
alter table mail_outbox add column if not exists kept_reason text;
-- Mail written before this column: without a transport the insert stamped delivered_at with its
-- own transaction's now(), equal to created_at; a delivery stamps it after the SMTP exchange.
update mail_outbox set kept_reason = 'no-mail-server', delivered_at = null
  where kept_reason is null and delivered_at = created_at and last_error is null;
