-- A priced room says rooms of its sort are available (PRICED_ROOM_SHARING in
-- src/shared/constants.ts; the listing write schema refuses the contradiction from now on).
-- Listings saved before, whose prices named a room of a sort marked unavailable, now say it is
-- available. Written by hand like 0011-0023.
UPDATE "listings" SET "rooms_shared" = true
  WHERE NOT "rooms_shared" AND "room_prices" @? '$[*] ? (@.roomType == "shared" || @.roomType == "companion-suite")';--> statement-breakpoint
UPDATE "listings" SET "rooms_private" = true
  WHERE NOT "rooms_private" AND "room_prices" @? '$[*] ? (@.roomType == "studio" || @.roomType == "one-bedroom" || @.roomType == "two-bedroom" || @.roomType == "memory-care-suite")';
