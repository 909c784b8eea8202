//! Fusing locations (MLIR's `FusedLoc::get`): what an op made from several
//! ops stands for. Fused locations among them with the same metadata are
//! flattened, unknown ones dropped, repeats kept once; no location left is
//! `loc(unknown)` and one is itself, unless metadata must be kept. Also
//! named locations (`NameLoc::get`).

use super::Location;
use crate::storage::attributes::{AttrKind, Attribute, LocationKind};
use crate::storage::context::Context;

impl Location {
    /// The fusion of `locations`, in their order.
    pub fn fused(ctx: &Context, locations: &[Location]) -> Location {
        Location::fused_with_metadata(ctx, locations, None)
    }

    /// The fusion of `locations`, in their order, tagged with `metadata`
    /// (`loc(fused<metadata>[...])`).
    pub fn fused_with_metadata(
        ctx: &Context,
        locations: &[Location],
        metadata: Option<Attribute>,
    ) -> Location {
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
                    metadata: inner,
                }) if *inner == metadata => locations.iter().for_each(|&l| add(l)),
                _ => add(attr),
            }
        }
        match (parts.as_slice(), metadata) {
            ([], None) => Location::Attr(unknown),
            ([one], None) => Location::Attr(*one),
            ([], Some(_)) => {
                Location::Attr(ctx.intern_attr(AttrKind::Location(LocationKind::Fused {
                    locations: vec![unknown],
                    metadata,
                })))
            }
            _ => Location::Attr(ctx.intern_attr(AttrKind::Location(LocationKind::Fused {
                locations: parts,
                metadata,
            }))),
        }
    }

    /// `loc("name")`: a named location without a child.
    pub fn named(ctx: &Context, name: &str) -> Location {
        Location::Attr(ctx.intern_attr(AttrKind::Location(LocationKind::Name {
            name: name.as_bytes().into(),
            child: ctx.unknown_loc(),
        })))
    }
}
