//! Locations as MLIR 19's `DebugImporter` builds them: a `DILocation` is
//! `loc(fused<#scope>["file":line:col])`, wrapped in
//! `callsite(... at ...)` for each `inlinedAt`; a function with a
//! subprogram is `loc(fused<#subprogram>["name", "file":line:0])`; what has
//! no debug location is `loc(unknown)`. Fused and call site locations are
//! written once, as aliases (`#loc3 = loc(...)`), so that the text never
//! nests deeply however long a chain of inlined calls is.

use std::collections::HashMap;
use std::fmt::Write as _;

use super::DebugImporter;
use super::attrs::{DiAttr, quoted};
use super::ffi::{IntField, Md, NodeField, StringField};
use crate::import::body::Namer;

/// A location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// `unknown`.
    Unknown,
    /// `"file":line:col`.
    FileLineCol(Vec<u8>, u64, u64),
    /// `"name"`.
    Name(Vec<u8>),
    /// `fused<metadata>[locations]`.
    Fused(Option<DiAttr>, Vec<Location>),
    /// `callsite(callee at caller)`.
    CallSite(Box<Location>, Box<Location>),
}

impl Location {
    /// `FusedLoc::get`: fused locations with the same metadata are
    /// flattened, unknown ones and duplicates dropped; one location
    /// without metadata stands for itself.
    pub fn fused(locations: Vec<Location>, metadata: Option<DiAttr>) -> Location {
        let mut kept: Vec<Location> = Vec::new();
        for loc in locations {
            match loc {
                Location::Fused(m, inner) if m == metadata => {
                    for l in inner {
                        if !kept.contains(&l) {
                            kept.push(l);
                        }
                    }
                }
                Location::Unknown => {}
                other => {
                    if !kept.contains(&other) {
                        kept.push(other);
                    }
                }
            }
        }
        if kept.is_empty() {
            return match metadata {
                None => Location::Unknown,
                Some(_) => Location::Fused(metadata, vec![Location::Unknown]),
            };
        }
        if kept.len() == 1 && metadata.is_none() {
            return kept.remove(0);
        }
        Location::Fused(metadata, kept)
    }

    /// Whether it is a fused location.
    pub fn is_fused(&self) -> bool {
        matches!(self, Location::Fused(..))
    }
}

/// The aliases of the fused and call site locations written so far.
#[derive(Default)]
pub struct LocationAliases {
    defs: Vec<String>,
    by_text: HashMap<String, usize>,
}

impl LocationAliases {
    /// How `loc` is written inside `loc(...)`: inline for unknown, file and
    /// name locations, else the alias of its definition.
    pub fn text(&mut self, loc: &Location) -> String {
        match loc {
            Location::Unknown => "unknown".to_string(),
            Location::FileLineCol(file, line, col) => format!("{}:{line}:{col}", quoted(file)),
            Location::Name(name) => quoted(name),
            Location::Fused(metadata, locations) => {
                let mut s = String::from("fused");
                if let Some(m) = metadata {
                    let _ = write!(s, "<{}>", m.alias());
                }
                s.push('[');
                for (i, l) in locations.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    let inner = self.text(l);
                    s.push_str(&inner);
                }
                s.push(']');
                self.alias(s)
            }
            Location::CallSite(callee, caller) => {
                let callee = self.text(callee);
                let caller = self.text(caller);
                self.alias(format!("callsite({callee} at {caller})"))
            }
        }
    }

    /// `loc(...)` of `loc`.
    pub fn loc(&mut self, loc: &Location) -> String {
        format!("loc({})", self.text(loc))
    }

    fn alias(&mut self, body: String) -> String {
        let n = match self.by_text.get(&body) {
            Some(&n) => n,
            None => {
                let n = self.defs.len();
                self.defs.push(body.clone());
                self.by_text.insert(body, n);
                n
            }
        };
        format!("#loc{n}")
    }

    /// The alias definitions, in creation order (each after those it uses).
    pub fn definitions(&self) -> String {
        let mut out = String::new();
        for (i, body) in self.defs.iter().enumerate() {
            let _ = writeln!(out, "#loc{i} = loc({body})");
        }
        out
    }
}

impl DebugImporter {
    /// `translateLoc`: the location of a `DILocation` (unknown for none).
    pub fn translate_loc(&mut self, namer: &mut Namer, loc: Md) -> Location {
        if loc.is_null() || !self.enter() {
            return Location::Unknown;
        }
        let result = self.translate_loc_nested(namer, loc);
        self.depth -= 1;
        result
    }

    fn translate_loc_nested(&mut self, namer: &mut Namer, loc: Md) -> Location {
        let file = loc.string(StringField::Filename).unwrap_or_default();
        let result =
            Location::FileLineCol(file, loc.int(IntField::Line), loc.int(IntField::Column));
        let scope = self.translate(namer, loc.node(NodeField::Scope));
        let result = Location::fused(vec![result], scope);
        let inlined_at = loc.node(NodeField::InlinedAt);
        if inlined_at.is_null() {
            return result;
        }
        let caller = self.translate_loc(namer, inlined_at);
        Location::CallSite(Box::new(result), Box::new(caller))
    }

    /// `translateFuncLocation`: the location of a function with
    /// subprogram `subprogram` (unknown for none).
    pub fn function_location(&mut self, namer: &mut Namer, subprogram: Md) -> Location {
        if subprogram.is_null() {
            return Location::Unknown;
        }
        let name = subprogram.string(StringField::Name).unwrap_or_default();
        let file = subprogram.string(StringField::Filename).unwrap_or_default();
        let line = subprogram.int(IntField::Line);
        let attr = self.translate(namer, subprogram);
        Location::fused(
            vec![Location::Name(name), Location::FileLineCol(file, line, 0)],
            attr,
        )
    }
}

/// Where MLIR reports a diagnostic at `loc`: its first file location.
pub fn diagnostic_location(loc: &Location) -> String {
    fn first_file(loc: &Location) -> Option<String> {
        match loc {
            Location::FileLineCol(file, line, col) => {
                Some(format!("{}:{line}:{col}", String::from_utf8_lossy(file)))
            }
            Location::Fused(_, locs) => locs.iter().find_map(first_file),
            Location::CallSite(callee, _) => first_file(callee),
            Location::Name(_) | Location::Unknown => None,
        }
    }
    first_file(loc).unwrap_or_else(|| "<unknown>:0".to_string())
}
