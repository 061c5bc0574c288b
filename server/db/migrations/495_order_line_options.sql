-- The options of the variant an order line bought, in the product's option order, as a list of
-- {"name", "value"} (a list: jsonb keeps no key order): the buyer's confirmation and the owner's
-- new-order notice name the line "Canvas Field Jacket — Size: M, Colour: Olive" from it, as it
-- was bought even after the product changes. Null for lines written before, and for a variant
-- without options.
alter table order_lines add column if not exists variant_options jsonb;
