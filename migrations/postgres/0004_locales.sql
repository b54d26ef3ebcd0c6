-- The languages people and servers use on Discord, for what the bot says
-- that nobody asked for (reminders, round posts): a person's last known
-- Discord locale, and each server's preferred locale (docs/discord.md,
-- "Languages"). Locales are Discord's codes (`de`, `sv-SE`, `en-US`).
CREATE TABLE player_locales (
    player_id  BIGINT PRIMARY KEY,
    locale     TEXT   NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

ALTER TABLE guild_settings ADD COLUMN locale TEXT;
