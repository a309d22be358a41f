package org.furylike.resolver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * A context reset after each message keeps the array it adopted, unused: what it records next, and
 * what it reports, must not depend on that array, and the adopted array itself must never change.
 */
class SchemaContextReuseTest {
  @Test
  void sentClassesAfterAResetDoNotSeeOrChangeTheAdoptedArray() {
    Class<?>[] shared = {String.class, Integer.class};
    SchemaContext c = new SchemaContext();
    c.adoptSent(shared);
    assertEquals(2, c.sentCount());
    assertEquals(1, c.sentIndex(Integer.class));
    c.reset();
    assertEquals(0, c.sentCount());
    assertEquals(-1, c.sentIndex(String.class), "forgotten by the reset");
    c.addSent(Long.class);
    assertEquals(0, c.sentIndex(Long.class));
    assertEquals(-1, c.sentIndex(String.class));
    assertArrayEquals(new Class<?>[] {String.class, Integer.class}, shared);

    c.reset();
    c.adoptSent(shared);
    c.adoptSent(new Class<?>[0]); // a second adoption only adds
    c.addSent(Long.class); // copies before changing
    assertEquals(2, c.sentIndex(Long.class));
    assertEquals(0, c.sentIndex(String.class));
    assertArrayEquals(new Class<?>[] {String.class, Integer.class}, shared);

    c.reset();
    c.adoptSent(shared);
    assertEquals(2, c.sentCount());
    assertEquals(0, c.sentIndex(String.class));
    assertEquals(-1, c.sentIndex(Long.class), "the own array's entries were forgotten");
  }

  @Test
  void receivedEntriesAfterAResetDoNotSeeOrChangeTheAdoptedArray() {
    SchemaContext.Entry a = new SchemaContext.Entry(null);
    SchemaContext.Entry b = new SchemaContext.Entry(null);
    SchemaContext.Entry x = new SchemaContext.Entry(null);
    SchemaContext.Entry[] shared = {a, b};
    SchemaContext c = new SchemaContext();
    c.adoptReceived(shared);
    assertSame(b, c.at(1, 0));
    c.reset();
    assertEquals(0, c.receivedCount());
    c.add(x);
    assertEquals(1, c.receivedCount());
    assertSame(x, c.at(0, 0));
    assertArrayEquals(new SchemaContext.Entry[] {a, b}, shared);

    c.reset();
    c.adoptReceived(shared);
    c.add(x); // copies before changing
    assertSame(x, c.at(2, 0));
    assertSame(a, c.at(0, 0));
    assertArrayEquals(new SchemaContext.Entry[] {a, b}, shared);
    assertArrayEquals(new SchemaContext.Entry[] {a, b, x}, c.takeReceived());
    assertEquals(0, c.receivedCount());

    c.adoptReceived(shared);
    assertEquals(2, c.receivedCount());
    assertSame(a, c.at(0, 0));
  }
}
