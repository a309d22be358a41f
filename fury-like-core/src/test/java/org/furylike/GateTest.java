package org.furylike;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.exception.InsecureException;
import org.junit.jupiter.api.Test;

/** The one gate: deny-listed interfaces match, and class values follow the registration rule. */
class GateTest {
  /** Implements an interface under a denied package ({@code java.rmi.}). */
  public static class RemoteThing implements java.rmi.Remote, java.io.Serializable {
    public int x;
  }

  /** Inherits the denied interface through its superclass. */
  public static class RemoteChild extends RemoteThing {}

  @Test
  void denyListMatchesInterfacesDirectAndInherited() {
    for (Class<?> c : new Class<?>[] {RemoteThing.class, RemoteChild.class}) {
      Fury strict = Fury.builder().build();
      InsecureException e = assertThrows(InsecureException.class, () -> strict.register(c));
      assertTrue(e.getMessage().contains("implementation of java.rmi.Remote"), e.getMessage());
      Fury open = Fury.builder().requireClassRegistration(false).build();
      assertThrows(InsecureException.class, () -> open.serialize(new RemoteChild()));
      byte[] byName =
          WireBytes.header(WireBytes.COMPRESS).raw(2).newClassName(c.getName()).raw(0, 0).bytes();
      assertThrows(InsecureException.class, () -> open.deserialize(byName), c.getName());
    }
  }

  @Test
  void classValuesFollowTheRegistrationRule() {
    Fury strict = Fury.builder().build();
    assertSame(String.class, strict.deserialize(strict.serialize(String.class)));
    assertSame(int.class, strict.deserialize(strict.serialize(int.class)));
    assertSame(java.util.List.class, strict.deserialize(strict.serialize(java.util.List.class)));
    assertThrows(
        ClassNotRegisteredException.class, () -> strict.serialize(java.util.Scanner.class));

    byte[] prefix = WireBytes.dropLast(strict.serialize(String.class), 2);
    byte[] scannerByName = WireBytes.of(prefix).raw(1).string("java.util.Scanner").bytes();
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> strict.deserialize(scannerByName));
    assertTrue(e.getMessage().contains("java.util.Scanner"), e.getMessage());

    strict.register(GateTest.class);
    assertSame(GateTest.class, strict.deserialize(strict.serialize(GateTest.class)));

    Fury open = Fury.builder().requireClassRegistration(false).build();
    assertSame(java.util.Scanner.class, open.deserialize(open.serialize(java.util.Scanner.class)));
    assertSame(java.util.Scanner.class, open.deserialize(scannerByName));
  }
}
