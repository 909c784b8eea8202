// Top-level let: single object, braced blocks, nesting, and bit ranges.
class Inst<string asm> {
  string AsmString = asm;
  bits<16> Encoding = 0;
  bit hasSideEffects = 0;
  bit mayLoad = 0;
  bit mayStore = 0;
  int Size = 4;
  string Namespace = "";
}

let Namespace = "Toy" in {
  def NOP : Inst<"nop">;
  let hasSideEffects = 1, Size = 2 in
  def TRAP : Inst<"trap">;

  let mayLoad = 1 in {
    def LOAD : Inst<"load">;
    let mayStore = 1 in {
      def SWAP : Inst<"swap"> { let Size = 8; }
    }
  }
}

let Encoding<15-12> = 0b1111, Encoding<3-0> = 5 in
def ENC : Inst<"enc">;

def BITS : Inst<"bits"> {
  let Encoding{7-4} = 0b0110;
  let Encoding{11} = 1;
  let Encoding{8...9} = 3;
}
