//! Short constructors of assembly format elements, as generated format
//! specs write them (`fmt::lit("to", true)`, `fmt::ATTR_DICT`).

use super::{AttrStyle, FormatElement, FormatSpace, FormatTypeRef, TypeStyle};

/// `` `text` ``.
pub const fn lit(text: &'static str, space_before: bool) -> FormatElement {
    FormatElement::Literal { text, space_before }
}

/// `$operand`.
pub const fn operand(index: usize, space_before: bool) -> FormatElement {
    FormatElement::Operand {
        index,
        space_before,
    }
}

/// `$attr`.
pub const fn attr(index: usize, space_before: bool, style: AttrStyle) -> FormatElement {
    FormatElement::Attribute {
        index,
        space_before,
        style,
    }
}

/// `$region`.
pub const fn region(index: usize, space_before: bool) -> FormatElement {
    FormatElement::Region {
        index,
        space_before,
    }
}

/// `$successor`.
pub const fn successor(index: usize, space_before: bool) -> FormatElement {
    FormatElement::Successor {
        index,
        space_before,
    }
}

/// `type($operand)`.
pub const fn operand_type(index: usize, space_before: bool) -> FormatElement {
    types(FormatTypeRef::Operand(index), space_before, TypeStyle::Full)
}

/// `type($result)`.
pub const fn result_type(index: usize, space_before: bool) -> FormatElement {
    types(FormatTypeRef::Result(index), space_before, TypeStyle::Full)
}

/// `type(...)` in general.
pub const fn types(arg: FormatTypeRef, space_before: bool, style: TypeStyle) -> FormatElement {
    FormatElement::Type {
        arg,
        space_before,
        style,
    }
}

/// `attr-dict`.
pub const ATTR_DICT: FormatElement = FormatElement::AttrDict {
    with_keyword: false,
};
/// `attr-dict-with-keyword`.
pub const ATTR_DICT_WITH_KEYWORD: FormatElement = FormatElement::AttrDict { with_keyword: true };
/// `` ` ` ``.
pub const SPACE: FormatElement = FormatElement::Whitespace(FormatSpace::Space);
/// ``` `` ```.
pub const NO_SPACE: FormatElement = FormatElement::Whitespace(FormatSpace::NoSpace);
/// `` `\n` ``.
pub const NEWLINE: FormatElement = FormatElement::Whitespace(FormatSpace::Newline);
