//! Site content: settings, menus, pages with their blocks, schools.

pub mod blocks;
pub mod handbooks;
pub mod history;
pub mod menus;
pub mod pages;
pub mod schools;
pub mod settings;
