//! The `.td` front end and the backends that turn dialect definitions into
//! Rust and Markdown. The pipeline lands here stage by stage.
