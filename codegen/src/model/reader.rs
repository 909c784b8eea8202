//! The reading state shared by the model builders: the records, the
//! places, and every error found so far (model errors are collected, not
//! returned at the first).

use crate::diagnostics::{Diagnostic, Span};
use crate::records::{FieldError, RecordRef, Records};

use super::place::{Place, Places};

/// Reads records into the model, collecting diagnostics.
pub struct Reader<'r> {
    /// The evaluated records.
    pub records: &'r Records,
    /// Spans to places.
    pub places: &'r Places<'r>,
    /// The errors so far.
    pub errors: Vec<Diagnostic>,
}

impl<'r> Reader<'r> {
    /// A reader with no errors yet.
    pub fn new(records: &'r Records, places: &'r Places<'r>) -> Self {
        Reader {
            records,
            places,
            errors: Vec::new(),
        }
    }

    /// Records an error at `span`.
    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.errors.push(Diagnostic::error(span, message));
    }

    /// The value of a field access, or `None` with the error recorded.
    pub fn ok<T>(&mut self, result: Result<T, FieldError>) -> Option<T> {
        match result {
            Ok(v) => Some(v),
            Err(e) => {
                self.errors.push(e.into());
                None
            }
        }
    }

    /// A string field, `""` (with the error recorded) when it is missing.
    pub fn string(&mut self, record: RecordRef<'r>, field: &str) -> String {
        let value = record.get_string(field);
        self.ok(value).unwrap_or_default().to_string()
    }

    /// A string field that may be `?` or absent.
    pub fn optional_string(&mut self, record: RecordRef<'r>, field: &str) -> Option<String> {
        record.field(field)?;
        let value = record.get_optional_string(field);
        self.ok(value).flatten().map(str::to_string)
    }

    /// A bit field; absent fields are false.
    pub fn bit(&mut self, record: RecordRef<'r>, field: &str) -> bool {
        if record.field(field).is_none() {
            return false;
        }
        let value = record.get_bit(field);
        self.ok(value).unwrap_or(false)
    }

    /// An int field, 0 (with the error recorded) when it is missing.
    pub fn int(&mut self, record: RecordRef<'r>, field: &str) -> i64 {
        let value = record.get_int(field);
        self.ok(value).unwrap_or(0)
    }

    /// A record field that may be `?` or absent.
    pub fn optional_def(&mut self, record: RecordRef<'r>, field: &str) -> Option<RecordRef<'r>> {
        record.field(field)?;
        let value = record.get_optional_def(field);
        self.ok(value).flatten()
    }

    /// A record field.
    pub fn def(&mut self, record: RecordRef<'r>, field: &str) -> Option<RecordRef<'r>> {
        let value = record.get_def(field);
        self.ok(value)
    }

    /// A list-of-records field (empty when missing or `?`).
    pub fn defs(&mut self, record: RecordRef<'r>, field: &str) -> Vec<RecordRef<'r>> {
        match record.value(field) {
            None => Vec::new(),
            Some(v) if v.is_unset() => Vec::new(),
            Some(_) => {
                let value = record.get_list_of_defs(field);
                self.ok(value).unwrap_or_default()
            }
        }
    }

    /// A list-of-strings field (empty when missing).
    pub fn strings(&mut self, record: RecordRef<'r>, field: &str) -> Vec<String> {
        if record.field(field).is_none() {
            return Vec::new();
        }
        let value = record.get_list_of_strings(field);
        self.ok(value)
            .unwrap_or_default()
            .into_iter()
            .map(str::to_string)
            .collect()
    }

    /// The place of a record.
    pub fn place(&self, record: RecordRef<'_>) -> Place {
        self.places.place(record.span())
    }

    /// Whether the record was defined in the main file or one of its parts.
    pub fn in_main_file(&self, record: RecordRef<'_>) -> bool {
        self.places.is_own_file(record.span().file)
    }

    /// Checks that `code` is Rust that tokenizes (an expression, type or
    /// items); records an error naming `what` otherwise.
    pub fn check_rust(&mut self, span: Span, what: &str, code: &str) -> bool {
        match code.parse::<proc_macro2::TokenStream>() {
            Ok(_) => true,
            Err(e) => {
                self.error(span, format!("{what} is not valid Rust: {e}"));
                false
            }
        }
    }
}
