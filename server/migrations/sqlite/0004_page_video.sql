-- A page may show a muted, looping video in its banner (the HR department does); its banner image
-- is the video's poster. The URL of an mp4 file among the content media.
ALTER TABLE pages ADD COLUMN video TEXT;
