-- A submission keeps the fields it answered (issue 25): id, type and title as the form had them
-- when it was posted, so a form changed later in the form builder (a field renamed, removed or
-- given another type) never re-labels or hides the answers already stored. Older rows have
-- none and are read with the form's fields as they are now.
alter table form_submissions add column if not exists fields jsonb;
