//! The reads of the public site, one module per domain.
