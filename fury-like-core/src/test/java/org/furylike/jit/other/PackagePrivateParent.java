package org.furylike.jit.other;

/** A package-private parent in another package than its subclass, with private fields. */
abstract class PackagePrivateParent {
  private int hidden = 7;
  String label = "parent";

  int hidden() {
    return hidden;
  }

  void hidden(int v) {
    hidden = v;
  }
}
