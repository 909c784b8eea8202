//! An assembly format that does not print an operand is rejected with
//! mlir-tblgen's message, at its place in the `.td` file.

mod partial {
    dialectic::dialect!("tests/ui/td/format_leaves_operand_out.td");
}

fn main() {}
