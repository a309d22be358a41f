package org.furylike.jit.other;

import java.util.Objects;

/** Public subclass of a package-private parent. */
public class PublicChild extends PackagePrivateParent {
  private final String name;

  public PublicChild(String name, int hidden) {
    this.name = name;
    hidden(hidden);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof PublicChild)) {
      return false;
    }
    PublicChild c = (PublicChild) o;
    return Objects.equals(name, c.name) && hidden() == c.hidden() && Objects.equals(label, c.label);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, hidden());
  }
}
