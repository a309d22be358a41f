package org.furylike.resolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.furylike.serializer.builtin.BuiltinSerializers;
import org.junit.jupiter.api.Test;

/** Deferred groups of the built-in table: fixed ids, filled in once, when a lookup needs them. */
class BuiltinRegistryTest {
  /** A user class: never in the table, and a miss for it must not fill deferred groups in. */
  static final class UserThing {}

  /** Adds {@code LocalDate} and an alias for {@code ArrayList}'s sub-list class, counting calls. */
  private static final class Group implements Consumer<BuiltinRegistry> {
    final AtomicInteger calls = new AtomicInteger();

    @Override
    public void accept(BuiltinRegistry r) {
      calls.incrementAndGet();
      r.add(LocalDate.class, null);
      r.reserve();
      r.alias(new ArrayList<>(List.of(1)).subList(0, 1).getClass(), ArrayList.class);
    }
  }

  private static BuiltinRegistry registry(Group group) {
    BuiltinRegistry r = new BuiltinRegistry();
    r.add(String.class, null);
    r.add(ArrayList.class, null);
    r.defer(2, group);
    r.add(Integer.class, null);
    r.seal();
    return r;
  }

  @Test
  void idsAfterADeferredGroupAreFixedBeforeItIsFilledIn() {
    Group group = new Group();
    BuiltinRegistry r = registry(group);
    assertEquals(5, r.size());
    assertEquals(4, r.get(Integer.class).id());
    assertEquals(1, r.get(ArrayList.class).id());
    assertEquals(0, group.calls.get());
  }

  @Test
  void aMissForAUserClassLeavesTheGroupAlone() {
    Group group = new Group();
    BuiltinRegistry r = registry(group);
    assertNull(r.get(UserThing.class));
    assertNull(r.familyOf(UserThing.class));
    assertEquals(0, group.calls.get());
  }

  @Test
  void aJdkClassFillsTheGroupInOnce() {
    Group group = new Group();
    BuiltinRegistry r = registry(group);
    assertEquals(2, r.get(LocalDate.class).id());
    Class<?> subList = new ArrayList<>(List.of(1)).subList(0, 1).getClass();
    assertSame(r.get(ArrayList.class), r.get(subList));
    assertNull(r.get(Thread.class));
    assertEquals(1, group.calls.get());
  }

  @Test
  void anIdInTheRangeFillsTheGroupIn() {
    Group group = new Group();
    BuiltinRegistry r = registry(group);
    assertSame(LocalDate.class, r.get(2).cls());
    assertNull(r.get(3), "a reserved id stays empty");
    assertEquals(1, group.calls.get());
  }

  @Test
  void anEmptyIdOutsideTheDeferredRangeLeavesTheGroupAlone() {
    Group group = new Group();
    BuiltinRegistry r = new BuiltinRegistry();
    r.reserve();
    r.defer(2, group);
    r.seal();
    assertNull(r.get(0));
    assertNull(r.get(3));
    assertEquals(0, group.calls.get());
  }

  @Test
  void theWholeTableFillsTheGroupIn() {
    Group group = new Group();
    List<BuiltinRegistry.Entry> entries = registry(group).entries();
    assertEquals(5, entries.size());
    assertSame(LocalDate.class, entries.get(2).cls());
    assertEquals(1, group.calls.get());
  }

  @Test
  void aGroupThatTakesOtherThanItReservedFails() {
    BuiltinRegistry shortGroup = new BuiltinRegistry();
    shortGroup.defer(3, r -> r.add(LocalDate.class, null));
    shortGroup.seal();
    assertThrows(IllegalStateException.class, () -> shortGroup.get(LocalDate.class));

    BuiltinRegistry longGroup = new BuiltinRegistry();
    longGroup.defer(
        1,
        r -> {
          r.add(LocalDate.class, null);
          r.add(java.time.LocalTime.class, null);
        });
    longGroup.seal();
    assertThrows(IllegalStateException.class, () -> longGroup.get(0));
  }

  /**
   * Eight threads look up a deferred type at once, in many fresh registries: every lookup finds it,
   * also one that read the table while another thread was filling the group in, and the group is
   * filled in once.
   */
  @Test
  void threadsRacingToTheGroupFillItInOnce() throws InterruptedException {
    for (int round = 0; round < 300; round++) {
      raceToTheGroup();
    }
  }

  private void raceToTheGroup() throws InterruptedException {
    Group group = new Group();
    BuiltinRegistry r = registry(group);
    CountDownLatch start = new CountDownLatch(1);
    List<Thread> threads = new ArrayList<>();
    AtomicInteger found = new AtomicInteger();
    for (int i = 0; i < 8; i++) {
      Thread t =
          new Thread(
              () -> {
                try {
                  start.await();
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                  return;
                }
                if (r.get(LocalDate.class) != null) {
                  found.incrementAndGet();
                }
              });
      t.start();
      threads.add(t);
    }
    start.countDown();
    for (Thread t : threads) {
      t.join();
    }
    assertEquals(8, found.get());
    assertEquals(1, group.calls.get());
  }

  @Test
  void theSharedTableResolvesADeferredTypeByClassAndById() {
    BuiltinRegistry shared = BuiltinSerializers.registry();
    BuiltinRegistry.Entry date = shared.get(LocalDate.class);
    assertSame(LocalDate.class, shared.get(date.id()).cls());
    assertEquals(shared.size(), shared.entries().size());
  }
}
