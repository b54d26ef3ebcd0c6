//! Board images (placeholder: the renderer issue fills this crate).
