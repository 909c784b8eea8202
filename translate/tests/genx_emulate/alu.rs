//! What the ALU intrinsics of the emulation give, written for the tests
//! alone from vc-intrinsics' descriptions: min/max, absolute values, the
//! float saturation to [0, 1], and the mixed-type add/add3/mul whose first
//! letter is the result's signedness and second the operands', computed
//! exactly in `i128` and clamped (`.sat`) or wrapped to the result type.

use super::cases::ElementType;

/// `bits` of an element of `ty` as a signed or unsigned number.
fn value(bits: u64, ty: ElementType, signed: bool) -> i128 {
    let shift = 64 - ty.bits;
    if signed {
        i128::from(((bits << shift) as i64) >> shift)
    } else {
        i128::from(bits)
    }
}

/// `exact` clamped (or wrapped) into an integer of `ty`, as bits.
fn narrow(exact: i128, ty: ElementType, signed: bool, saturate: bool) -> u64 {
    let bits = ty.bits;
    let (low, high) = if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    let v = if saturate {
        exact.clamp(low, high)
    } else {
        exact
    };
    (v as u64)
        & if bits == 64 {
            u64::MAX
        } else {
            (1 << bits) - 1
        }
}

fn float(bits: u64, ty: ElementType) -> f64 {
    match ty.bits {
        32 => f64::from(f32::from_bits(bits as u32)),
        _ => f64::from_bits(bits),
    }
}

fn float_bits(v: f64, ty: ElementType) -> u64 {
    match ty.bits {
        32 => u64::from((v as f32).to_bits()),
        _ => v.to_bits(),
    }
}

/// Element `i` of `genx.<name>` over `operands` of type `operand`,
/// giving an element of `result`.
pub fn evaluate(
    name: &str,
    operands: &[Vec<u64>],
    operand: ElementType,
    result: ElementType,
    i: usize,
) -> u64 {
    let arg = |k: usize, signed: bool| value(operands[k][i], operand, signed);
    let farg = |k: usize| float(operands[k][i], operand);
    match name {
        "smax" => narrow(arg(0, true).max(arg(1, true)), result, true, false),
        "smin" => narrow(arg(0, true).min(arg(1, true)), result, true, false),
        "umax" => narrow(arg(0, false).max(arg(1, false)), result, false, false),
        "umin" => narrow(arg(0, false).min(arg(1, false)), result, false, false),
        "absi" => narrow(arg(0, true).abs(), result, true, false),
        "fmax" => float_bits(farg(0).max(farg(1)), result),
        "fmin" => float_bits(farg(0).min(farg(1)), result),
        "absf" => float_bits(farg(0).abs(), result),
        "sat" => {
            let x = farg(0);
            float_bits(if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) }, result)
        }
        _ => {
            let signed_result = name.starts_with('s');
            let signed_operands = name.as_bytes()[1] == b's';
            let saturate = name.ends_with(".sat");
            let values: Vec<i128> = (0..operands.len())
                .map(|k| arg(k, signed_operands))
                .collect();
            let exact = if name[2..].starts_with("mul") {
                values.iter().product()
            } else {
                values.iter().sum()
            };
            narrow(exact, result, signed_result, saturate)
        }
    }
}
