-- Room on each page for an item's next version: a push rewrites the item in place (a HOT update), without new index entries.
ALTER TABLE "sandbox_items" SET (fillfactor = 80);
