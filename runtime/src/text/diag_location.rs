//! Where a diagnostic points: the `file:line:col` of a location (the
//! first file place inside a fused, named or call-site location, in MLIR's
//! walk order), else its printed form.

use crate::storage::attributes::{AttrKind, Attribute, LocationKind};
use crate::storage::context::Context;
use crate::storage::diagnostics::{DiagLocation, SourcePlace};
use crate::storage::ir::Location;

/// The diagnostic location of an op's or argument's location.
pub fn diag_location(ctx: &Context, loc: Location) -> DiagLocation {
    match loc {
        Location::Source { file, line, col } => DiagLocation::Place(SourcePlace {
            file: ctx.ident_str(file).into(),
            line,
            col,
        }),
        Location::Attr(a) => diag_location_of_attr(ctx, a),
    }
}

/// The diagnostic location of a location attribute: the first file place
/// inside it (in MLIR's walk order), or its printed form.
pub fn diag_location_of_attr(ctx: &Context, loc: Attribute) -> DiagLocation {
    fn find(ctx: &Context, loc: Attribute) -> Option<SourcePlace> {
        match ctx.attr_kind(loc) {
            AttrKind::Location(LocationKind::FileLineCol { file, line, col }) => {
                Some(SourcePlace {
                    file: ctx.ident_str(*file).into(),
                    line: *line,
                    col: *col,
                })
            }
            AttrKind::Location(LocationKind::Name { child, .. }) => find(ctx, *child),
            // As MLIR's `findInstanceOf<FileLineColLoc>`, which walks the
            // callee, then the caller.
            AttrKind::Location(LocationKind::CallSite { callee, caller }) => {
                find(ctx, *callee).or_else(|| find(ctx, *caller))
            }
            AttrKind::Location(LocationKind::Fused { locations, .. }) => {
                locations.iter().find_map(|l| find(ctx, *l))
            }
            _ => None,
        }
    }
    match find(ctx, loc) {
        Some(p) => DiagLocation::Place(p),
        None if loc == ctx.unknown_loc() => DiagLocation::Other("<unknown>".into()),
        None => DiagLocation::Other(crate::text::print::attr_to_string(ctx, loc)),
    }
}
