package org.furylike.benchmark.data;

import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A bean of the kind services keep in caches and send between each other: private fields with
 * getters and setters, a class that is not final, boxed values that may be absent, a point in time,
 * string-keyed maps, a set of strings and a list of boxed longs.
 */
public class UserProfile implements Serializable {
  private static final long serialVersionUID = 1L;

  private long id;
  private String username;
  private String email;
  private Instant createdAt;
  private boolean active;
  private Integer age;
  private Double rating;
  private Map<String, String> attributes;
  private Map<String, Integer> counters;
  private Set<String> tags;
  private List<Long> recentVisits;

  public UserProfile() {}

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public String getUsername() {
    return username;
  }

  public void setUsername(String username) {
    this.username = username;
  }

  public String getEmail() {
    return email;
  }

  public void setEmail(String email) {
    this.email = email;
  }

  public Instant getCreatedAt() {
    return createdAt;
  }

  public void setCreatedAt(Instant createdAt) {
    this.createdAt = createdAt;
  }

  public boolean isActive() {
    return active;
  }

  public void setActive(boolean active) {
    this.active = active;
  }

  public Integer getAge() {
    return age;
  }

  public void setAge(Integer age) {
    this.age = age;
  }

  public Double getRating() {
    return rating;
  }

  public void setRating(Double rating) {
    this.rating = rating;
  }

  public Map<String, String> getAttributes() {
    return attributes;
  }

  public void setAttributes(Map<String, String> attributes) {
    this.attributes = attributes;
  }

  public Map<String, Integer> getCounters() {
    return counters;
  }

  public void setCounters(Map<String, Integer> counters) {
    this.counters = counters;
  }

  public Set<String> getTags() {
    return tags;
  }

  public void setTags(Set<String> tags) {
    this.tags = tags;
  }

  public List<Long> getRecentVisits() {
    return recentVisits;
  }

  public void setRecentVisits(List<Long> recentVisits) {
    this.recentVisits = recentVisits;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof UserProfile)) {
      return false;
    }
    UserProfile p = (UserProfile) o;
    return id == p.id
        && active == p.active
        && Objects.equals(username, p.username)
        && Objects.equals(email, p.email)
        && Objects.equals(createdAt, p.createdAt)
        && Objects.equals(age, p.age)
        && Objects.equals(rating, p.rating)
        && Objects.equals(attributes, p.attributes)
        && Objects.equals(counters, p.counters)
        && Objects.equals(tags, p.tags)
        && Objects.equals(recentVisits, p.recentVisits);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, username, email);
  }

  @Override
  public String toString() {
    return "UserProfile{id=" + id + ", username=" + username + ", attributes=" + attributes + "}";
  }
}
