//! The text of `llvm-tblgen --print-records`: all classes, then all defs,
//! each sorted by name, with their template arguments, superclasses and
//! fields, byte for byte as `llvm-tblgen` 19 prints them.

use crate::records::{FieldKind, RecordId, Records};

/// Prints all records as `llvm-tblgen --print-records` does.
pub fn print_records(records: &Records) -> String {
    let mut out = String::new();
    out.push_str("------------- Classes -----------------\n");
    for id in sorted_by_name(records, records.class_order.iter().copied()) {
        out.push_str("class ");
        out.push_str(&record_to_string(records, id));
    }
    out.push_str("------------- Defs -----------------\n");
    for id in sorted_by_name(records, records.def_order.iter().copied()) {
        out.push_str("def ");
        out.push_str(&record_to_string(records, id));
    }
    out
}

/// Records ordered by name, as `llvm-tblgen`'s `std::map` keeps them.
fn sorted_by_name(records: &Records, ids: impl Iterator<Item = RecordId>) -> Vec<RecordId> {
    let mut named: Vec<(String, RecordId)> = ids.map(|id| (records.record_name(id), id)).collect();
    named.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    named.dedup_by(|a, b| a.0 == b.0);
    named.into_iter().map(|(_, id)| id).collect()
}

/// One record as `llvm-tblgen` prints it (`operator<<(raw_ostream&, const
/// Record&)`), without the leading `class `/`def `.
pub fn record_to_string(records: &Records, id: RecordId) -> String {
    let record = records.record(id);
    let mut out = records.record_name(id);
    if !record.template_args.is_empty() {
        out.push('<');
        for (i, arg) in record.template_args.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if let Some(field) = record.value_by_name(*arg) {
                out.push_str(&field_to_string(records, field));
            }
        }
        out.push('>');
    }
    out.push_str(" {");
    if !record.superclasses.is_empty() {
        out.push_str("\t//");
        for (sc, _) in &record.superclasses {
            out.push(' ');
            out.push_str(&records.record_name(*sc));
        }
    }
    out.push('\n');
    let fields = record
        .values
        .iter()
        .filter(|f| !record.is_template_arg(f.name));
    let (nonconcrete, normal): (Vec<_>, Vec<_>) =
        fields.partition(|f| f.kind == FieldKind::NonconcreteOk);
    for field in nonconcrete.into_iter().chain(normal) {
        out.push_str("  ");
        out.push_str(&field_to_string(records, field));
        out.push_str(";\n");
    }
    out.push_str("}\n");
    out
}

/// `RecordVal::print` without the semicolon.
fn field_to_string(records: &Records, field: &crate::records::RecordVal) -> String {
    let mut out = String::new();
    if field.kind == FieldKind::NonconcreteOk {
        out.push_str("field ");
    }
    let print_type = match records.init(field.value) {
        crate::records::Init::String { code: true, .. } if records.is_string(field.ty) => {
            "code".to_string()
        }
        _ => records.type_to_string(field.ty),
    };
    out.push_str(&print_type);
    out.push(' ');
    out.push_str(&records.init_to_unquoted_string(field.name));
    out.push_str(" = ");
    out.push_str(&records.init_to_string(field.value));
    out
}
