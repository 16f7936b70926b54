//! Integration tests: the real router over HTTP against a fresh database with the demo content.

mod helpers;

mod admin;
mod backup;
mod cards;
mod concurrency;
mod contract;
mod delivery;
mod drafts;
mod durability;
mod forms;
mod hardening;
mod hardening_more;
mod heads;
mod inbox;
mod lists;
mod mail;
mod news;
mod pages;
mod rich_text;
mod seam;
mod search;
mod seed;
mod settings;
mod site;
