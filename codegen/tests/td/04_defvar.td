// defvar at top level, in bodies, and in loops.
defvar prefix = "toy.";
defvar widths = [8, 16, 32, 64];
defvar answer = !add(40, 2);

class IntType<int w> {
  int width = w;
  defvar bytes = !div(w, 8);
  int byteSize = bytes;
  string name = prefix # "i" # w;
}

foreach w = widths in {
  defvar suffix = "_" # w;
  def Int # suffix : IntType<w>;
}

def Answer { int value = answer; list<int> all = widths; }
