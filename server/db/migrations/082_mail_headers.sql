-- Extra headers of an outbox mail (issue 15): newsletters carry List-Unsubscribe and
-- List-Unsubscribe-Post, delivered with the mail.
alter table mail_outbox add column if not exists headers jsonb;
