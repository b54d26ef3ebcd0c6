//! The AI (placeholder: the AI issue fills this crate).
