//! The audit log's actors as the staff side names them; the log itself is the store's
//! (`store::audit`).

pub use crate::store::audit::{Actor, AuditEntry, Event};

use super::sessions::Staff;
use crate::store::items::Editor;

impl<'a> Actor<'a> {
    /// A signed-in staff member at `client`.
    pub fn staff(staff: &'a Staff, client: std::net::IpAddr) -> Self {
        Actor {
            user_id: Some(staff.id),
            email: &staff.email,
            client: client.to_string(),
        }
    }
}

impl<'a> Editor<'a> {
    /// A signed-in staff member writing from `client`.
    pub fn staff(staff: &'a Staff, client: std::net::IpAddr) -> Self {
        Editor {
            actor: Actor::staff(staff, client),
        }
    }
}
