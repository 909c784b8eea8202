//! The `#llvm.di_*` attributes built by the import, uniqued as MLIR
//! uniques attributes: each is written once, as an alias definition
//! (`#di7 = #llvm.di_basic_type<...>`) placed before the module, and
//! referred to by its alias. Parameters are kept by name so that a
//! composite type can be rebuilt with its recursive id.

use std::collections::HashMap;
use std::fmt::Write as _;

use super::super::types::escape_string;

/// A debug information attribute: its index in [`DiAttrs`], and how deeply
/// attributes nest in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DiAttr {
    index: u32,
    depth: u32,
}

/// The text MLIR prints for a null attribute in a required parameter,
/// which no parser accepts (the import of such metadata then fails to
/// parse, as `mlir-opt` fails on `mlir-translate`'s output).
pub const NULL_ATTRIBUTE: &str = "<<NULL ATTRIBUTE>>";

/// One attribute: its mnemonic and its parameters (name, text).
#[derive(Clone, Debug)]
struct AttrDef {
    mnemonic: &'static str,
    params: Vec<(&'static str, String)>,
    depth: u32,
}

/// The attributes built so far, in creation order (operands first).
#[derive(Default)]
pub struct DiAttrs {
    defs: Vec<AttrDef>,
    by_text: HashMap<String, DiAttr>,
}

/// The parameters of an attribute under construction: absent ones are
/// left out, as MLIR prints them.
#[derive(Default)]
pub struct Params {
    params: Vec<(&'static str, String)>,
    /// The deepest nesting of the attributes among them.
    depth: u32,
}

impl Params {
    fn push(&mut self, name: &'static str, text: String) {
        self.params.push((name, text));
    }

    fn nest(&mut self, attr: DiAttr) -> String {
        self.depth = self.depth.max(attr.depth);
        attr.alias()
    }

    /// A parameter written as is.
    pub fn raw(&mut self, name: &'static str, text: impl Into<String>) -> &mut Self {
        self.push(name, text.into());
        self
    }

    /// An attribute parameter, left out when absent.
    pub fn attr(&mut self, name: &'static str, attr: Option<DiAttr>) -> &mut Self {
        if let Some(a) = attr {
            let text = self.nest(a);
            self.push(name, text);
        }
        self
    }

    /// A required attribute parameter (MLIR's null text when absent).
    pub fn required(&mut self, name: &'static str, attr: Option<DiAttr>) -> &mut Self {
        let text = match attr {
            Some(a) => self.nest(a),
            None => NULL_ATTRIBUTE.to_string(),
        };
        self.push(name, text);
        self
    }

    /// A list of attributes, left out when empty.
    pub fn list(&mut self, name: &'static str, attrs: &[DiAttr]) -> &mut Self {
        if !attrs.is_empty() {
            let items: Vec<String> = attrs.iter().map(|&a| self.nest(a)).collect();
            self.push(name, items.join(", "));
        }
        self
    }

    /// A string parameter, left out when absent.
    pub fn string(&mut self, name: &'static str, bytes: Option<&[u8]>) -> &mut Self {
        if let Some(b) = bytes {
            self.push(name, quoted(b));
        }
        self
    }

    /// A required string parameter (MLIR's null text when absent).
    pub fn required_string(&mut self, name: &'static str, bytes: Option<&[u8]>) -> &mut Self {
        let text = bytes.map_or_else(|| NULL_ATTRIBUTE.to_string(), quoted);
        self.push(name, text);
        self
    }

    /// An integer parameter, left out when 0 (its default).
    pub fn int(&mut self, name: &'static str, value: u64) -> &mut Self {
        if value != 0 {
            self.push(name, value.to_string());
        }
        self
    }

    /// A required integer parameter.
    pub fn required_int(&mut self, name: &'static str, value: u64) -> &mut Self {
        self.push(name, value.to_string());
        self
    }

    /// A flag parameter, left out when false.
    pub fn flag(&mut self, name: &'static str, value: bool) -> &mut Self {
        if value {
            self.push(name, "true".into());
        }
        self
    }

    /// A required flag parameter.
    pub fn required_flag(&mut self, name: &'static str, value: bool) -> &mut Self {
        self.push(name, value.to_string());
        self
    }
}

/// A string as an MLIR string literal.
pub fn quoted(bytes: &[u8]) -> String {
    format!("\"{}\"", escape_string(bytes))
}

impl DiAttr {
    /// The alias the attribute is referred to by.
    pub fn alias(self) -> String {
        format!("#di{}", self.index)
    }

    /// How deeply attributes nest in it (1 for one without attribute
    /// parameters).
    pub fn depth(self) -> u32 {
        self.depth
    }
}

impl DiAttrs {
    /// The uniqued `#llvm.<mnemonic><params>` attribute.
    pub fn get(&mut self, mnemonic: &'static str, params: Params) -> DiAttr {
        let def = AttrDef {
            mnemonic,
            params: params.params,
            depth: params.depth + 1,
        };
        let text = def.render();
        if let Some(&attr) = self.by_text.get(&text) {
            return attr;
        }
        let attr = DiAttr {
            index: self.defs.len() as u32,
            depth: def.depth,
        };
        self.defs.push(def);
        self.by_text.insert(text, attr);
        attr
    }

    /// `attr` (a composite type) with its `recId` set to `rec_id`
    /// (`DIRecursiveTypeAttrInterface::withRecId`).
    pub fn with_rec_id(&mut self, attr: DiAttr, rec_id: &str) -> DiAttr {
        let def = &self.defs[attr.index as usize];
        let mut params: Vec<(&'static str, String)> = Vec::with_capacity(def.params.len() + 1);
        for (name, value) in &def.params {
            if *name == "recId" {
                continue;
            }
            params.push((name, value.clone()));
            if *name == "tag" {
                params.push(("recId", rec_id.to_string()));
            }
        }
        let mnemonic = def.mnemonic;
        let depth = def.depth.saturating_sub(1);
        self.get(mnemonic, Params { params, depth })
    }

    /// The alias definitions of every attribute, in creation order (each
    /// after the attributes it refers to).
    pub fn definitions(&self) -> String {
        let mut out = String::new();
        for (i, def) in self.defs.iter().enumerate() {
            let _ = writeln!(out, "#di{i} = {}", def.render());
        }
        out
    }
}

impl AttrDef {
    fn render(&self) -> String {
        let mut s = format!("#llvm.{}", self.mnemonic);
        match self.mnemonic {
            "di_null_type" => {}
            "di_file" => {
                let name = self.param("name").unwrap_or(NULL_ATTRIBUTE);
                let dir = self.param("directory").unwrap_or(NULL_ATTRIBUTE);
                let _ = write!(s, "<{name} in {dir}>");
            }
            "di_expression" => {
                let ops = self.param("operations").unwrap_or("");
                if ops.is_empty() {
                    s.push_str("<>");
                } else {
                    let _ = write!(s, "<[{ops}]>");
                }
            }
            _ => {
                s.push('<');
                for (i, (name, value)) in self.params.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    let _ = write!(s, "{name} = {value}");
                }
                s.push('>');
            }
        }
        s
    }

    fn param(&self, name: &str) -> Option<&str> {
        self.params
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
}
