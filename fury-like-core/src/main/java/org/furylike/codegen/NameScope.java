package org.furylike.codegen;

import java.util.HashSet;
import java.util.Set;

/**
 * The identifiers of one generated class. Every name the source declares is reserved here, so a
 * name derived from one field ({@code aElement} from {@code a}) can never collide with a name
 * derived from another ({@code aElement}'s own), nor with the fixed names of the generated code.
 */
public final class NameScope {
  private final Set<String> used = new HashSet<>();

  /** An empty scope: no name reserved yet. */
  public NameScope() {}

  /**
   * Reserves fixed names the generated code uses as they are; fails if one is already taken.
   *
   * @param names the names to reserve
   * @return this scope
   */
  public NameScope fixed(String... names) {
    for (String n : names) {
      if (!used.add(n)) {
        throw new IllegalStateException("name " + n + " reserved twice");
      }
    }
    return this;
  }

  /**
   * Reserves a name derived from {@code wanted}: {@code wanted} itself (made a valid identifier)
   * when free, else the first free {@code wanted_2}, {@code wanted_3}, ...
   *
   * @param wanted the preferred name
   * @return the reserved name
   */
  public String reserve(String wanted) {
    String base = identifier(wanted);
    String name = base;
    for (int n = 2; !used.add(name); n++) {
      name = base + "_" + n;
    }
    return name;
  }

  /**
   * Whether {@code name} is taken.
   *
   * @param name a name
   * @return whether it is reserved
   */
  public boolean isReserved(String name) {
    return used.contains(name);
  }

  /**
   * {@code name} with every character that cannot stand in a Java identifier replaced by {@code _}.
   *
   * @param name any text
   * @return a string usable as an identifier part
   */
  public static String identifier(String name) {
    StringBuilder sb = new StringBuilder(name.length() + 1);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      sb.append(Character.isJavaIdentifierPart(c) && c != '$' ? c : '_');
    }
    if (sb.length() == 0 || !Character.isJavaIdentifierStart(sb.charAt(0))) {
      sb.insert(0, '_');
    }
    return sb.toString();
  }
}
