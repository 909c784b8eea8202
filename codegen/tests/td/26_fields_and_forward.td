// `field` declarations, forward-declared classes, class-typed fields,
// redeclared fields and empty bodies.
class Node;
class Edge { Node from = ?; Node to = ?; }
class Node {
  string label = "";
  list<Edge> out = [];
  field bits<8> Inst = 0;
  field bits<4> Unresolved = ?;
}
def A : Node { let label = "a"; }
def B : Node { let label = "b"; }
def AB : Edge { let from = A; let to = B; }
def C : Node { let label = "c"; let out = [AB]; }

class Base { int value = 1; string note = "base"; }
class Redeclares : Base { int value; }
def R : Redeclares;
class Empty {}
def E1 : Empty;
def E2 : Empty {}
def E3;
def E4 {}
