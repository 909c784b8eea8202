//! Fusing locations (MLIR's `FusedLoc::get` without metadata): what an op
//! made from several ops stands for. Fused locations among them are
//! flattened, unknown ones dropped, repeats kept once; no location left is
//! `loc(unknown)`, one is itself.

use super::Location;
use crate::storage::attributes::{AttrKind, Attribute, LocationKind};
use crate::storage::context::Context;

impl Location {
    /// The fusion of `locations`, in their order.
    pub fn fused(ctx: &Context, locations: &[Location]) -> Location {
        let unknown = ctx.unknown_loc();
        let mut parts: Vec<Attribute> = Vec::new();
        let mut add = |attr: Attribute| {
            if attr != unknown && !parts.contains(&attr) {
                parts.push(attr);
            }
        };
        for &location in locations {
            let attr = location.to_attr(ctx);
            match ctx.attr_kind(attr) {
                AttrKind::Location(LocationKind::Fused {
                    locations,
                    metadata: None,
                }) => locations.iter().for_each(|&l| add(l)),
                _ => add(attr),
            }
        }
        match parts.as_slice() {
            [] => Location::Attr(unknown),
            [one] => Location::Attr(*one),
            _ => Location::Attr(ctx.intern_attr(AttrKind::Location(LocationKind::Fused {
                locations: parts,
                metadata: None,
            }))),
        }
    }
}
